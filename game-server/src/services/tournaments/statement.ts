import type { Db } from "@rummy/db";
import { paiseToRupees } from "../wallet/money.ts";
import { transactionsOf } from "./statement-repository.ts";

/** SPEC.md's tournament transaction, plus what the row is in (rupees, practice chips or a ticket's value) and why. */
export interface TournamentTransactionView {
  _id: string;
  iTournamentId: string;
  nRound: number | null;
  nPosition: number | null;
  nDebit: number;
  nCredit: number;
  dCreatedDate: string;
  eCurrency: "INR" | "PRACTICE" | "TICKET";
  sDescription: string;
}

/** The player's tournament statement, newest first: entries as debits, refunds and prizes as credits. */
export async function tournamentStatement(db: Db, userId: string, page: { size: number; offset: number }): Promise<{ rows: TournamentTransactionView[]; total: number }> {
  const { rows, total } = await transactionsOf(db, userId, page);
  return {
    rows: rows.map((r) => ({
      _id: String(r.id),
      iTournamentId: r.tournamentId,
      nRound: r.roundNo,
      nPosition: r.position,
      nDebit: paiseToRupees(r.debitPaise),
      nCredit: paiseToRupees(r.creditPaise),
      dCreatedDate: r.createdAt.toISOString(),
      eCurrency: r.currency,
      sDescription: r.description,
    })),
    total,
  };
}
