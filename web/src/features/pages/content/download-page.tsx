import { Trans, useTranslation } from "react-i18next";
import { StaticPage } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const MARKUP = { b: <strong />, i: <em /> };

/** SPEC.md: the download page has no content yet; say so, and offer what works today. */
export default function DownloadPage() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("download.title")} lead={t("download.lead")}>
      <p>{t("download.intro")}</p>
      <ul>
        <li>
          <Trans t={t} i18nKey="download.android" components={MARKUP} />
        </li>
        <li>
          <Trans t={t} i18nKey="download.iphone" components={MARKUP} />
        </li>
      </ul>
      <p>{t("download.later")}</p>
    </StaticPage>
  );
}
