/**
 * English, the source of truth of the `shell` namespace: the logged-in shell's global modals
 * (they ship with the private layout, not with `/`). SPEC.md's texts stay exactly as written there.
 */
const en = {
  maintenance: {
    title: "Under maintenance",
    message: "The game is currently under maintenance. It will be back in {{countdown}}.",
    okay: "Okay",
  },
  takeSeat: {
    title: "Take your seat",
    message: "A tournament you joined before is started. Please take a seat.",
    cancel: "Cancel",
    takeSeat: "Take Seat",
  },
  header: {
    balance: "Balance",
    balanceLoading: "Balance loading",
    balanceIs: "Balance {{amount}}",
    addCash: "Add cash",
    menu: "Menu",
    nav: "Main",
    welcome: "Welcome,",
    lobby: "Lobby",
    myAccount: "My Account",
    logout: "Logout",
    logoutQuestion: "Are you sure you want to Logout?",
  },
};
export default en;
