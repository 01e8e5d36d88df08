/** SPEC.md's lobby texts, word for word (the catalogue's English and the tests read them here). */
export const NO_TABLES_TEXT = "There are no Tables to join. Please come back later.";
export const TOURNAMENTS_LATER_TEXT =
  "Tournaments are on their way: registration, tickets and live tables open here in a coming update. Until then, play Points, Pool and Deals tables.";
/** SPEC.md section 12's empty list of joined tables. */
export const NO_JOINED = "You haven't yet joined any Tables.";
/** SPEC.md's confirmation before a cash table, and the cash tab while cash play is off. */
export const PLAY_QUESTION = "Are you sure you want to play this game?";
export const CASH_OFF_TEXT = "Cash games are switched off. You can still play practice tables.";
