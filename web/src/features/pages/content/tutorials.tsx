import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { StaticPage } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const LESSONS = ["sort", "pure", "open", "jokers", "drop", "declare"] as const;

export default function Tutorials() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("tutorials.title")} lead={t("tutorials.lead")}>
      <div className="lessons">
        {LESSONS.map((lesson) => (
          <section key={lesson} className="lesson">
            <h2>{t(`tutorials.lessons.${lesson}.title`)}</h2>
            <p>{t(`tutorials.lessons.${lesson}.text`)}</p>
          </section>
        ))}
      </div>
      <p>
        <Trans t={t} i18nKey="tutorials.more" components={{ rules: <Link to="/how-to-play" /> }} />
      </p>
    </StaticPage>
  );
}
