import { Link } from "react-router-dom";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function OnboardingPolicy() {
  const { restrictedStates } = usePublicSettings();
  return (
    <StaticPage title="Customer Onboarding Policy" updated={POLICY_DATE} lead="Who can open an account, and the checks we run when you do.">
      <h2>Who can join</h2>
      <ul>
        <li>Individuals aged 18 or over, resident in India.</li>
        <li>One account per person, in your own name. Accounts cannot be shared, sold or transferred.</li>
        <li>Not from {listStates(restrictedStates)}, where we do not offer play.</li>
      </ul>
      <h2>Registration</h2>
      <ol>
        <li>Choose a username of 2 to 10 characters without spaces or special characters. It must be unique and cannot impersonate anyone.</li>
        <li>Give your email and a 10-digit Indian mobile number (starting with 6, 7, 8 or 9).</li>
        <li>Choose a password of at least 8 characters, with a number and a special character.</li>
        <li>Confirm that you are 18 or older and accept the Terms of Service and Privacy Policy.</li>
        <li>Enter the 4-digit OTP we send to your mobile. The account opens once the mobile is verified.</li>
      </ol>
      <h2>Location</h2>
      <p>
        Before login, registration and password reset we check your browser&apos;s location to confirm which state you are in. If your browser
        does not share a location, or you are in a restricted state, we cannot continue.
      </p>
      <h2>Later checks</h2>
      <p>
        Deposits need basic KYC and withdrawals need full KYC, as set out in our <Link to="/kyc-policy">KYC Policy</Link>. We may ask for
        further documents if details do not match or if our <Link to="/risk-monitoring-policy">risk monitoring</Link> flags an account.
      </p>
    </StaticPage>
  );
}
