import blog from "./en-blog.ts";

/** English of the about, disclaimer, blog, refer-and-earn and download pages (`content` namespace). */
const about = {
  about: {
    title: "About Us",
    lead: "Indian rummy online, built so that every deal can be checked and every rupee accounted for.",
    offerTitle: "What we offer",
    offer: "{{brand}} is an online platform for the Indian card game of rummy. You can play 13-card Points, Pool (101 and 201) and Deals rummy and 21-card rummy at tables of 2 or 6 seats, open private tables for friends with a 6-character code, and join tournaments.",
    todayTitle: "Where we stand today",
    cashOpen: "Cash tables are open to verified adults outside {{states}}.",
    cashOff: "India's Promotion and Regulation of Online Gaming Act, 2025 prohibits online money games. Cash play, deposits and cash bonuses are therefore switched off, and the platform runs as a free practice game. Balances from before the switch can still be withdrawn.",
    readMore: " Read more on our <legality>legality page</legality>.",
    fairTitle: "How we keep it fair",
    fair1: "The server deals the cards. Your browser receives only your own hand, never anyone else's.",
    fair2: "Every deck is shuffled with a cryptographic random number generator. The table shows a fingerprint of the deck before the deal and the seed after it, so the deal can be re-created and checked.",
    fair3: "Every action of every deal is recorded, so disputes and fair-play reviews rely on facts.",
    fair4: "Practice tables may seat computer players; they are always labelled as bots. Cash tables never seat bots.",
    responsibleTitle: "Playing responsibly",
    responsible: "Rummy is for adults aged 18 or over. You can ask us for deposit limits, a break, or account closure at any time from <contact>Contact us</contact>.",
    contactTitle: "Contact",
    email: ". Email ",
    tollFree: ", toll-free ",
  },
  disclaimer: {
    title: "Disclaimer",
    age: "{{brand}} is for people aged 18 and over. Do not register if you are younger.",
    chips: "Practice chips are free, have no monetary value, and cannot be bought, sold, withdrawn or exchanged.",
    states: "Play is not offered in {{states}}. Using tools that hide or fake your location breaks our Terms of Service.",
    skill: "Rummy involves skill, but no player wins every game. Where cash play is offered, play only with money you can afford to lose, and ask us for limits or a break if play stops being fun.",
    guidance: "The rules, tutorials and articles on this site are general guidance. The game rules that apply to a table are the ones shown at that table.",
    outages: "We work to keep the service available, but games can be interrupted by network problems or maintenance. How interrupted games are settled is set out in our Refunds and Cancellations policy.",
    advice: "Nothing on this site is legal, tax or financial advice.",
  },
  blog: { title: "Blog", lead: "Rules, strategy and how the platform works.", all: "← All articles", ...blog },
  refer: {
    title: "Refer and Earn",
    lead: "Coming Soon",
    text: "Soon you will be able to invite friends with your referral code and earn a bonus when they join. Your referral code will be on the Invite page of your account. A friend can enter it (up to 9 characters) when registering.",
  },
  download: {
    title: "Download",
    lead: "There is no app to download yet.",
    intro: "The website works in your phone's browser with the same tables and account. To open it like an app:",
    android: "<b>Android (Chrome):</b> open the menu ⋮ and choose <i>Add to Home screen</i>.",
    iphone: "<b>iPhone (Safari):</b> tap Share, then <i>Add to Home Screen</i>.",
    later: "We will list official app links here when they exist. Never install a rummy app from a link sent by someone you do not know: it is a common way to steal money and passwords.",
  },
};
export default about;
