/** English of the `offers` namespace (/offers); SPEC.md's texts as written. */
const en = {
  title: "Offers",
  addCash: "Add cash",
  none: "Currently, No promotional offers available.",
  off: "Adding cash is switched off, so there are no deposit offers right now.",
  offPractice: "Offers are bonuses on deposits. Practice tables stay open in the <lobby>lobby</lobby>, played for practice chips.",
  loading: "Loading offers…",
  firstDeposit: "First deposit only, locked bonus",
  valid: "Valid {{from}} to {{to}}",
  expires: ". The bonus expires {{days}} days after it is credited.",
  validEnd: ".",
  tiers: "Bonus by deposit amount",
  deposit: "Deposit",
  bonus: "Bonus",
  upTo: "Up to",
  noLimit: "No limit",
};
export default en;
