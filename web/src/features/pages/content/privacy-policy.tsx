import { useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function PrivacyPolicy() {
  const contact = useOperatorContact();
  return (
    <StaticPage title="Privacy Policy" updated={POLICY_DATE} lead="What we collect, why, who we share it with and the choices you have, under the Digital Personal Data Protection Act, 2023.">
      <h2>What we collect</h2>
      <ul>
        <li>Account details: username, email, mobile number, gender, and your password stored only as a one-way hash.</li>
        <li>KYC details when you give them: name, date of birth, PAN, Aadhaar verification result, address and bank details.</li>
        <li>Location at login, registration and password reset, used to check which state you are in.</li>
        <li>Game records: tables joined, every action in each deal, results, and the reports you send us.</li>
        <li>Payments: deposits, withdrawals, bonuses and the tax deducted.</li>
        <li>Technical data: IP address, browser and device type, and logs of requests to our servers.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To run your account and your games, and to keep them secure.</li>
        <li>To meet legal duties: age and location checks, KYC, tax deduction and records.</li>
        <li>To detect fraud and collusion and to settle disputes.</li>
        <li>To answer your support requests and send you OTPs and service messages.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        Only with service providers who act for us (SMS and email delivery, identity verification, payment and banking partners, hosting), with
        tax and law-enforcement authorities when the law requires, and never for sale.
      </p>
      <h2>How long we keep it</h2>
      <p>As long as your account is open and afterwards for as long as tax and anti-fraud law requires; then we delete or anonymise it.</p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or delete your personal data, withdraw consent, and nominate someone to act for you. Write to our grievance
        officer at <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>. You may also complain to the
        Data Protection Board of India.
      </p>
      <h2>Cookies and storage</h2>
      <p>
        We use your browser&apos;s local storage to keep you logged in and to remember an unfinished registration. We use no advertising
        trackers.
      </p>
      <h2>Changes</h2>
      <p>We will give at least 15 days&apos; notice of material changes to this policy.</p>
    </StaticPage>
  );
}
