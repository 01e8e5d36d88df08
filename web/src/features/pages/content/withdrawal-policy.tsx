import { useTranslation } from "react-i18next";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

/** SPEC.md section 9 (policy text): ₹99 minimum, ₹49,999 a day, 2 a day, within 24 hours. */
const LIMITS = [
  ["minimum", "₹99"],
  ["maximum", "₹49,999"],
  ["perDay", "2"],
  ["methods", null],
  ["processing", null],
] as const;

export default function WithdrawalPolicy() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("withdrawal.title")} updated={POLICY_DATE} lead={t("withdrawal.lead")}>
      <p className="notice">{t("withdrawal.open")}</p>
      <h2>{t("withdrawal.firstTitle")}</h2>
      <p>{t("withdrawal.first")}</p>
      <h2>{t("withdrawal.whatTitle")}</h2>
      <p>{t("withdrawal.what")}</p>
      <h2>{t("withdrawal.limitsTitle")}</h2>
      <table className="doc-table">
        <tbody>
          {LIMITS.map(([key, figure]) => (
            <tr key={key}>
              <th scope="row">{t(`withdrawal.${key}`)}</th>
              <td>{figure ?? t(`withdrawal.${key}Text`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t("withdrawal.deductionsTitle")}</h2>
      <p>{t("withdrawal.deductions")}</p>
      <h2>{t("withdrawal.holdsTitle")}</h2>
      <p>{t("withdrawal.holds")}</p>
    </StaticPage>
  );
}
