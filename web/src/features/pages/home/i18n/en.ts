/** English of the `home` namespace: the home page's own text and the FAQ it shares with /faq. */
const en = {
  hero: {
    eyebrow: "13-card and 21-card Indian rummy",
    title: "Play Indian Rummy, dealt fair.",
    lead: "Points, Pool 101 and 201, Deals and 21-card rummy at 2- and 6-seat tables, private tables for friends and tournaments. Practice tables are free for everyone aged 18 or over.",
    play: "Play free now",
    howToPlay: "How to play",
  },
  banner: {
    title: "Welcome bonus up to {{bonus}}",
    text: "Bonus on your first deposits, released as you play at cash tables. For players aged 18+ after basic KYC. <terms>Terms apply</terms>.",
    register: "Register",
    pausedTitle: "Welcome bonus up to {{bonus}}: paused",
    pausedText: "Cash play, deposits and cash bonuses are switched off while India's Online Gaming Act 2025 prohibits online money games. Practice tables are free and open. <why>Why?</why>",
    playFree: "Play free",
  },
  highlights: {
    label: "Why play with us",
    deposits: { title: "Instant deposits", text: "Add cash by UPI in seconds; your balance updates as soon as the bank confirms." },
    paused: { title: "Deposits paused, balances safe", text: "Deposits are off while cash play is switched off. Withdrawals of existing balances stay open." },
    secure: { title: "Secure by design", text: "Passwords are hashed with Argon2, sessions end when you log out, and every rupee moves through a double-entry ledger." },
    fair: { title: "Fair, verifiable shuffle", text: "A cryptographic shuffle on our server, a deck fingerprint before each deal and the seed after it." },
    players: { title: "2 to 6 players", text: "Points, Pool, Deals and 21-card tables with a 30-second turn and a 10-second time bank." },
  },
  rewards: {
    title: "Rewards for playing",
    text: "Spin the daily bonus wheel once a day, join free-roll tournaments for prize tickets, and invite friends with your referral code.",
    cash: " Cash bonuses are credited as bonus money that unlocks as you play.",
    noCash: " While cash play is switched off, rewards are practice chips and tournament tickets, which have no cash value.",
    appLinks: "Get the app and learn the game",
    app: "Get the app",
    appText: "Play from your phone's home screen",
    howToPlay: "How to play",
    howToPlayText: "Sequences, sets and scoring in 5 minutes",
  },
  testimonials: {
    title: "What players say",
    rated: "Rated {{rating}} out of 5",
    slide: "{{number}} of {{count}}",
    previous: "Previous testimonial",
    next: "Next testimonial",
    choose: "Choose a testimonial",
    show: "Show testimonial {{number}}: {{name}}",
    avatar: "{{name}}'s avatar",
    quotes: {
      priya: "The one-tap arrange shows me the best grouping of my cards, so I learnt sequences much faster.",
      arjun: "Tables fill quickly and the 30-second timer keeps games moving. Even on my old phone it runs smoothly.",
      farhan: "I like that each deal shows its shuffle hash and the seed afterwards. I checked one deal myself.",
      meenakshi: "Pool 101 with friends at a private table is our Sunday plan now. Practice chips make it stress-free.",
      gurpreet: "When I lost connection the game kept my seat until I came back. Support answered my question the same day.",
    },
  },
  faq: {
    title: "Frequently asked questions",
    all: "All questions",
    free: { q: "Is it free to play?", a: "Yes. Practice tables use practice chips, which are free and have no cash value. Every variant, table size and private table works with practice chips." },
    cash: {
      q: "Can I play for cash?",
      a: "Cash tables are open to verified players aged 18 or over, outside {{states}}. Deposits need basic KYC; withdrawals need full KYC (PAN and Aadhaar).",
      off: "Not at the moment. India's Promotion and Regulation of Online Gaming Act, 2025 prohibits online money games, so cash play, deposits and cash bonuses are switched off. Practice play stays open, and withdrawals of existing balances stay available.",
    },
    games: {
      q: "Which rummy games can I play?",
      a: "13-card Points, Pool 101, Pool 201 and Deals rummy, and 21-card rummy, at tables of 2 or 6 seats, plus private tables for friends and tournaments. See <rules>How to play</rules> for the rules.",
    },
    fair: {
      q: "How do I know the shuffle is fair?",
      a: "Cards are shuffled on our server with a cryptographic random number generator. Before each deal the table shows a fingerprint (hash) of the deck; after the deal we reveal the seed, so anyone can rebuild the deck and check it matches. Your browser only ever receives your own cards.",
    },
    location: {
      q: "Why do you ask for my location?",
      a: "We must not offer play in states where it is restricted ({{states}}). Your browser asks for your permission; we use the location only to check which state you are in.",
    },
    otp: {
      q: "I did not get the OTP. What now?",
      a: "Wait for the timer on the OTP screen to reach 00:00, then tap Resend OTP. A code is valid for 3 minutes and allows 5 attempts. If it still does not arrive, check that the mobile number is right or <support>contact support</support>.",
    },
    internet: {
      q: "What happens if my internet drops during a game?",
      a: "Your seat is kept while your turn time runs. If you are not back in time the game plays your turn automatically (it draws and discards the same card); three missed turns in a row count as a middle drop.",
    },
    age: { q: "How old do I need to be?", a: "You must be 18 or older to register. We may ask for proof of age during KYC." },
    close: {
      q: "How do I close my account or take a break?",
      a: "Write to support from <support>Contact us</support>. We can set deposit limits or a self-exclusion period, or close the account.",
    },
  },
};
export default en;
