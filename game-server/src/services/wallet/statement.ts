import type { Db } from "@rummy/db";
import { toBigInt, toDate } from "@rummy/db/ledger/index";
import { financialYearLabel } from "./fy.ts";
import { tdsDeductionRows } from "./repository.ts";
import type { TdsDeduction } from "./tax-repository.ts";

/** One computation as the statement shows it: the stored deduction's figures, when, and whether it still counts. */
export interface TdsStatementLine
  extends Pick<TdsDeduction, "id" | "kind" | "withdrawalPaise" | "depositsPaise" | "openingBalancePaise" | "taxedBeforePaise" | "netWinningsPaise" | "rateBp" | "tdsPaise"> {
  readonly at: Date;
  /** False once the withdrawal's payout failed or was reversed: it no longer counts. */
  readonly standing: boolean;
}

export interface TdsStatementYear {
  readonly fy: number;
  readonly label: string;
  readonly lines: TdsStatementLine[];
  readonly netWinningsPaise: bigint;
  readonly tdsPaise: bigint;
}

/** A player's TDS statement: every section 194BA computation, by financial year, newest year first. */
export async function tdsStatement(db: Db, userId: string): Promise<TdsStatementYear[]> {
  const rows = await tdsDeductionRows(db, userId);
  const years = new Map<number, TdsStatementYear>();
  for (const r of rows) {
    const fy = Number(r["fy"]);
    const line: TdsStatementLine = {
      id: String(r["id"]),
      kind: String(r["kind"]) as TdsStatementLine["kind"],
      at: toDate(r["created_at"]),
      withdrawalPaise: toBigInt(r["withdrawal_paise"]),
      depositsPaise: toBigInt(r["deposits_paise"]),
      openingBalancePaise: toBigInt(r["opening_balance_paise"]),
      taxedBeforePaise: toBigInt(r["taxed_before_paise"]),
      netWinningsPaise: toBigInt(r["net_winnings_paise"]),
      rateBp: Number(r["rate_bp"]),
      tdsPaise: toBigInt(r["tds_paise"]),
      standing: r["standing"] === true || r["standing"] === "t",
    };
    const year = years.get(fy) ?? { fy, label: financialYearLabel(fy), lines: [], netWinningsPaise: 0n, tdsPaise: 0n };
    year.lines.push(line);
    years.set(fy, line.standing ? { ...year, netWinningsPaise: year.netWinningsPaise + line.netWinningsPaise, tdsPaise: year.tdsPaise + line.tdsPaise } : year);
  }
  return [...years.values()];
}
