import type { TFunction } from "i18next";

/**
 * The server's transaction descriptions (the passbook's, the game and tournament transactions')
 * in the player's language. The server writes them in English, some with a value inside
 * ("Prize: position 2", "Bonus (spin)"); each known form has a catalogue key, and a text of no
 * known form (a provider's failure reason, an older row) is shown as the server wrote it.
 * The forms come from game-server/src/services/wallet/{passbook,game-history}.ts and the
 * tournaments' recordTransaction calls.
 */
export const DESCRIPTION_KEYS = {
  Deposit: "deposit",
  Withdrawal: "withdrawal",
  "Deposit reversed": "depositReversed",
  "TDS at financial year end": "tdsYearEnd",
  "Joined the table": "joinedTable",
  "Deal settled": "dealSettled",
  "Left the table": "leftTable",
  "Entry fee held": "entryHeld",
  "Entry fee held (waitlist)": "entryHeldWaitlist",
  "Withdrawn: entry fee returned": "withdrawnRefund",
  "Tournament cancelled: entry refunded": "cancelledRefund",
  "Tournament cancelled: ticket restored": "cancelledTicket",
  "Not seated: ticket restored": "notSeatedTicket",
  "Withdrawn: ticket restored": "withdrawnTicket",
} as const;

type Key = (typeof DESCRIPTION_KEYS)[keyof typeof DESCRIPTION_KEYS];

/** Forms with a value inside: the value is passed to the sentence as it is. */
const FORMS: readonly (readonly [RegExp, "bonus" | "depositFailed" | "prizePosition" | "prizeTicket" | "entryTicket"])[] = [
  [/^Bonus \((.+)\)$/, "bonus"],
  [/^Deposit failed: (.+)$/, "depositFailed"],
  [/^Prize: position (\d+)$/, "prizePosition"],
  [/^Prize: ticket \((.+)\)$/, "prizeTicket"],
  [/^Entry with ticket (.+)$/, "entryTicket"],
];

/** A bonus's source as the ledger names it (first_deposit, promotion, spin, tournament, referral). */
const SOURCES = ["first_deposit", "promotion", "spin", "tournament", "referral"] as const;

export function describeTransaction(text: string, t: TFunction<"wallet">): string {
  const key: Key | undefined = Object.hasOwn(DESCRIPTION_KEYS, text) ? DESCRIPTION_KEYS[text as keyof typeof DESCRIPTION_KEYS] : undefined;
  if (key) return t(`descriptions.${key}`);
  for (const [pattern, form] of FORMS) {
    const value = pattern.exec(text)?.[1];
    if (value === undefined) continue;
    if (form === "bonus") {
      const source = (SOURCES as readonly string[]).includes(value) ? t(`descriptions.sources.${value as (typeof SOURCES)[number]}`) : value;
      return t("descriptions.bonus", { source });
    }
    return t(`descriptions.${form}`, { value });
  }
  return text;
}
