/**
 * English, the source of truth of the `ui` namespace: words of shared widgets used only by
 * logged-in pages (they ship with those pages' code, not with `/` as `common` does).
 */
const en = {
  tryAgain: "Try again",
  clipboard: { copied: "Copied to clipboard!", failed: "Could not copy. Please select the text and copy it yourself." },
  account: {
    nav: "My account",
    links: {
      myProfile: "My Profile",
      depositCash: "Deposit Cash",
      withdraw: "Withdraw",
      passbook: "Passbook",
      gameTransactions: "Game Transactions",
      tournamentTransactions: "Tournament Transactions",
      bonus: "Bonus",
      offers: "Offers",
      invite: "Invite",
      changePassword: "Change Password",
      reportProblem: "Report a Problem",
      reportedProblems: "Reported Problems",
    },
  },
  pager: {
    label: "Pages of {{noun}}",
    rows: "rows",
    rowsPerPage: "Rows per page",
    showing: "Showing {{from}}–{{to}} of {{total}}",
    none: "No {{noun}}",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}} of {{pages}}",
  },
};
export default en;
