import { StaticPage } from "../layout/static-page.tsx";

export default function ReferEarn() {
  return (
    <StaticPage title="Refer and Earn" lead="Coming Soon">
      <p>
        Soon you will be able to invite friends with your referral code and earn a bonus when they join. Your referral code will be on the
        Invite page of your account. A friend can enter it (up to 9 characters) when registering.
      </p>
    </StaticPage>
  );
}
