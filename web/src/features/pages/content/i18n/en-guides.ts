import { CONTACT_MESSAGES } from "../../contact/contact-validation.ts";

/** English of legality, tutorials, the FAQ page's frame and Contact Us (`content` namespace). */
const guides = {
  legality: {
    title: "Legality",
    lead: "Where online rummy stands in Indian law, and what that means on this platform.",
    actTitle: "The Online Gaming Act, 2025",
    act: "The Promotion and Regulation of Online Gaming Act, 2025 received Presidential assent on 22 August 2025. It prohibits offering online money games, that is, games played by depositing money in the expectation of winning money, whether they depend on skill or chance. Rummy played for money is covered. The Act also prohibits advertising such games and bars banks and payment providers from processing payments for them. It penalises operators, not players. The Promotion and Regulation of Online Gaming Rules, 2026 set up the Online Gaming Authority of India. Challenges to the Act are pending before the Supreme Court, which has not stayed it.",
    weTitle: "What we do",
    cashOn: "The operator has switched cash play on. It is offered only where and while the operator has determined that it may lawfully be offered, and never in the restricted states listed below.",
    cashOff: "Cash play is switched off. There are no cash tables, no deposits and no cash bonuses or prizes. Practice play with free chips that have no cash value remains open. If you hold a balance from before the switch, you can still withdraw it.",
    switch: "Cash play can only be turned on by the operator through a single setting, after deciding that it may lawfully be offered. The server enforces it: no screen or request can open a cash table while it is off.",
    skillTitle: "Rummy as a game of skill",
    skill: "Before the 2025 Act, the Supreme Court held in State of Andhra Pradesh v. K. Satyanarayana (1967) that rummy is mainly and preponderantly a game of skill, and cash rummy was lawful in most states. The 2025 Act prohibits online money games whether of skill or chance, so that judgment no longer makes cash play online lawful.",
    statesTitle: "Restricted states",
    states: "We do not offer play in {{states}}, which have their own laws on online gaming. We check your location before login, registration and password reset, and sign you out if you are in one of these states.",
    ageTitle: "Age",
    age: "You must be 18 or older to use the platform.",
    fine: "This page is general information, not legal advice.",
  },
  tutorials: {
    title: "Rummy Tutorials",
    lead: "Six short lessons, from a first game to declaring with confidence.",
    lessons: {
      sort: { title: "1. Sort your hand", text: "Use Sort to group cards by suit, then drag cards into groups. The arrange button suggests the best grouping of your current cards; you can still move cards yourself." },
      pure: { title: "2. Build the pure sequence first", text: "Without a pure sequence every card counts against you. Keep cards that are one step from a pure sequence (6♣ 7♣ needs 5♣ or 8♣) and drop lone high cards early." },
      open: { title: "3. Watch the open deck", text: "Every discard tells you what your opponents do not need, and every pick tells you what they do. Avoid discarding a card right next to one they just picked." },
      jokers: { title: "4. Use the jokers well", text: "A joker is best in an impure sequence or a set, never in your only pure sequence. Jokers count 0, so they also cut your points if someone else declares." },
      drop: { title: "5. Know when to drop", text: "A first drop costs 20 points, a middle drop 40, and a full count can reach 80. With no sequence in sight and high cards in hand, an early drop is often the cheapest result." },
      declare: { title: "6. Declare with care", text: "Before declaring, check: two sequences, one pure, every card in a valid group. A wrong show costs 80 points." },
    },
    more: "The full rules are on <rules>How to play</rules>. Practice tables are free, so try each lesson in a real game.",
  },
  faq: { title: "FAQ's", lead: "Quick answers about accounts, games, fair play and payments." },
  contact: {
    title: "Contact Us",
    lead: "Questions about your account, a game or a payment? We are here to help.",
    intro: "Tell us your registered mobile number or email and, for a game, the table or tournament id. We answer most questions within one working day.",
    office: "Corporate office",
    email: "Email",
    tollFree: "Toll-free",
    ticket: "Logged-in players can also raise a ticket with attachments from Report a problem in their account.",
    form: { title: "Write to us", name: "Name", email: "Email", subject: "Subject", message: "Message", submit: "Submit" },
    opening: "Your email app is opening with your message to {{email}}. Press Send there to reach us.",
    errors: { ...CONTACT_MESSAGES },
  },
};
export default guides;
