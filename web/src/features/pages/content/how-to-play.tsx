import { Fragment } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { StaticPage } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const MARKUP = { b: <strong />, c: <span className="cards" /> };
const GROUPS = ["pure", "impure", "set"] as const;
const TURNS = ["time", "open", "drop", "timeout"] as const;
const VARIANTS = ["points", "pool", "deals", "cards21", "cards10", "cards27"] as const;

/** The rules as the engine plays them (RULES.md). Numbers are the default rule sets. */
export default function HowToPlay() {
  const { t } = useTranslation(CONTENT);
  const rich = (key: string) => <Trans t={t} i18nKey={key} components={MARKUP} />;
  return (
    <StaticPage title={t("howToPlay.title")} lead={t("howToPlay.lead")}>
      <h2>{t("howToPlay.aimTitle")}</h2>
      <p>{rich("howToPlay.aim")}</p>
      <h2>{t("howToPlay.groupsTitle")}</h2>
      <dl className="rules-list">
        {GROUPS.map((group) => (
          <Fragment key={group}>
            <dt>{t(`howToPlay.${group}`)}</dt>
            <dd>{rich(`howToPlay.${group}Text`)}</dd>
          </Fragment>
        ))}
      </dl>
      <h2>{t("howToPlay.declarationTitle")}</h2>
      <p>{rich("howToPlay.declaration")}</p>
      <h2>{t("howToPlay.jokersTitle")}</h2>
      <p>{t("howToPlay.jokers")}</p>
      <h2>{t("howToPlay.pointsTitle")}</h2>
      <p>{t("howToPlay.points")}</p>
      <h2>{t("howToPlay.turnsTitle")}</h2>
      <ul>
        {TURNS.map((key) => (
          <li key={key}>{t(`howToPlay.turns.${key}`)}</li>
        ))}
      </ul>
      <h2>{t("howToPlay.variantsTitle")}</h2>
      <dl className="rules-list">
        {VARIANTS.map((variant) => (
          <Fragment key={variant}>
            <dt>{t(`howToPlay.variants.${variant}.name`)}</dt>
            <dd>{t(`howToPlay.variants.${variant}.text`)}</dd>
          </Fragment>
        ))}
      </dl>
      <p>
        <Trans t={t} i18nKey="howToPlay.ready" components={{ tutorials: <Link to="/tutorials" />, faq: <Link to="/faq" /> }} />
      </p>
    </StaticPage>
  );
}
