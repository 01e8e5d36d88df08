import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function KycPolicy() {
  return (
    <StaticPage title="KYC Policy" updated={POLICY_DATE} lead="Know Your Customer checks keep accounts safe and keep money with its rightful owner.">
      <h2>When KYC is needed</h2>
      <ul>
        <li>
          <strong>Basic KYC</strong> before any deposit: a verified mobile number and your PAN.
        </li>
        <li>
          <strong>Full KYC</strong> before any withdrawal: PAN and Aadhaar, and a bank account in your own name.
        </li>
        <li>Practice play needs no KYC.</li>
      </ul>
      <h2>How to complete it</h2>
      <ol>
        <li>Open My Account, then the KYC tab.</li>
        <li>Enter your PAN and date of birth; we verify them with the issuing database.</li>
        <li>Verify Aadhaar with a one-time password sent to your Aadhaar-linked mobile, or through DigiLocker.</li>
        <li>Add your bank account. The account holder name must match the name on your PAN.</li>
      </ol>
      <h2>How long it takes</h2>
      <p>
        Automatic verification usually finishes in about 15 minutes. If a document needs a manual review it can take up to 72 hours. We tell you
        of any change to your KYC status within 7 working days.
      </p>
      <h2>Rejections</h2>
      <p>
        If a check fails you will see the reason and can submit again. After a second failed attempt the account is suspended temporarily until
        our team verifies it by hand. Once verified, your PAN, Aadhaar number and address are locked; write to support to change them.
      </p>
      <h2>Your data</h2>
      <p>
        We use your KYC details only to verify your identity, to pay you and to meet legal duties such as TDS, and keep them as our Privacy
        Policy describes.
      </p>
    </StaticPage>
  );
}
