/**
 * Why a player reports a table or a player (issue 20); the database's column holds the same set.
 * Apart from `fairplay.ts`'s schemas, so the web's report form takes the list without zod.
 */
export const REPORT_REASONS = ["collusion", "chip_dumping", "cheating_software", "abuse", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
