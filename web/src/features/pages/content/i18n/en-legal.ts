/** English of the Privacy Policy and the Terms of Service (`content` namespace). */
const legal = {
  privacy: {
    title: "Privacy Policy",
    lead: "What we collect, why, who we share it with and the choices you have, under the Digital Personal Data Protection Act, 2023.",
    collectTitle: "What we collect",
    collect: {
      account: "Account details: username, email, mobile number, gender, and your password stored only as a one-way hash.",
      kyc: "KYC details when you give them: name, date of birth, PAN, Aadhaar verification result, address and bank details.",
      location: "Location at login, registration and password reset, used to check which state you are in.",
      games: "Game records: tables joined, every action in each deal, results, and the reports you send us.",
      payments: "Payments: deposits, withdrawals, bonuses and the tax deducted.",
      technical: "Technical data: IP address, browser and device type, and logs of requests to our servers.",
    },
    whyTitle: "Why we use it",
    why: {
      run: "To run your account and your games, and to keep them secure.",
      law: "To meet legal duties: age and location checks, KYC, tax deduction and records.",
      fraud: "To detect fraud and collusion and to settle disputes.",
      support: "To answer your support requests and send you OTPs and service messages.",
    },
    shareTitle: "Who we share it with",
    share: "Only with service providers who act for us (SMS and email delivery, identity verification, payment and banking partners, hosting), with tax and law-enforcement authorities when the law requires, and never for sale.",
    keepTitle: "How long we keep it",
    keep: "As long as your account is open and afterwards for as long as tax and anti-fraud law requires; then we delete or anonymise it.",
    rightsTitle: "Your rights",
    rights: "You can ask to see, correct or delete your personal data, withdraw consent, and nominate someone to act for you. Write to our grievance officer at <mail>{{email}}</mail>. You may also complain to the Data Protection Board of India.",
    cookiesTitle: "Cookies and storage",
    cookies: "We use your browser's local storage to keep you logged in and to remember an unfinished registration. We use no advertising trackers.",
    changesTitle: "Changes",
    changes: "We will give at least 15 days' notice of material changes to this policy.",
  },
  terms: {
    title: "Terms of Service",
    lead: "The agreement between you and {{brand}} when you use this website and its games.",
    sections: {
      eligibility: {
        title: "1. Eligibility",
        text: "You must be at least 18 years old, resident in India and not located in {{states}} when you play. You may hold only one account.",
      },
      account: {
        title: "2. Your account",
        text: "Keep your password secret; you are responsible for play on your account. Your details must be true and your own. Tell us at once if you think someone else has used your account.",
      },
      cash: {
        title: "3. Practice play and cash play",
        text: "Practice chips are free and have no monetary value. Cash play, deposits and cash bonuses are available only while the operator has switched them on and only where they may lawfully be offered; at present they are governed by the <legality>Online Gaming Act, 2025</legality>.",
      },
      fair: {
        title: "4. Fair play",
        text: "You must not collude with other players, use software that plays or advises for you, run several accounts, hide your location, or exploit faults in the game. We may review any deal from its recorded actions and may void results, forfeit winnings and close accounts involved in foul play.",
      },
      rules: {
        title: "5. Game rules",
        text: "Games follow the rules on <rules>How to play</rules> and the settings shown at each table (variant, seats, point value, entry fee). Turns last 30 seconds plus a 10-second time bank. The server's record of a game is final, subject to our review.",
      },
      money: {
        title: "6. Money, taxes and bonuses",
        text: "Where cash play is on: deposits need basic KYC; withdrawals need full KYC and follow our <withdrawal>Withdrawal Policy</withdrawal>. GST and TDS apply as described in our <gst>GST</gst> and <tds>TDS</tds> policies. Bonuses carry the terms shown with each offer.",
      },
      interruptions: {
        title: "7. Interruptions",
        text: "We may pause the service for maintenance. Games cancelled because of a fault on our side are refunded as set out in <refunds>Refunds and Cancellations</refunds>.",
      },
      closure: {
        title: "8. Suspension and closure",
        text: "We may suspend or close an account that breaks these terms, and will tell you why unless the law prevents it. You may close your account at any time; any withdrawable balance is paid to you after the usual checks.",
      },
      liability: { title: "9. Liability", text: "Except where the law does not allow a limit, our total liability to you for any claim is limited to INR 1,000." },
      changes: { title: "10. Changes", text: "We will give you at least 15 days' notice of material changes to these terms by email and on this page." },
      law: {
        title: "11. Law and disputes",
        text: "These terms are governed by the laws of India. Please contact us first at <mail>{{email}}</mail>; courts at Chandigarh have jurisdiction over disputes we cannot resolve.",
      },
    },
  },
};
export default legal;
