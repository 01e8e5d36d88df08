import { randomBytes } from "node:crypto";
import type { Db } from "@rummy/db";
import { schema } from "@rummy/db";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { rupeeString } from "../amount.ts";
import { ProviderError } from "../errors.ts";
import type {
  BankReportRow,
  BankTransferRequest,
  PayoutsProvider,
  StatusQuery,
  TransferReport,
  UpiDisbursementRequest,
  UpiReport,
  VpaLookup,
  VpaLookupRequest,
} from "./types.ts";

const { sandboxBankTransfers } = schema;

/**
 * The sandbox bank: answers like RBL (see rbl.ts) and keeps its books in the platform's database,
 * one row per TranID however often it is submitted. The outcome is chosen by the beneficiary
 * (the debit account for a bank-debit deposit) so a test or a person picks it (PAYMENTS.md):
 *
 * | account number ends | UPI id starts | outcome                                                        |
 * |---------------------|---------------|----------------------------------------------------------------|
 * | 0002                | fail          | accepted, then failed at the first status check                |
 * | 0003                | slow          | pending for two status checks, success at the third            |
 * | 0004                | reverse       | success at the first check, reversed at a later one            |
 * | 0005                | timeout       | accepted, but the first reply is lost (a timeout); then success |
 * | 0006                | reject        | refused outright: nothing is created                           |
 * | 0009                | stuck         | pending for ever                                               |
 * | anything else       | anything else | accepted, success at the first status check                    |
 *
 * A UPI id's registered name (the VPA check before a UPI payout), by its first word as well:
 * `unknown…` does not exist, `other…` belongs to "SANDBOX OTHER PERSON", and any other UPI id is
 * registered to the name asked about (the player's PAN name), as the sandbox KYC answers a PAN.
 */
export const SANDBOX_OTHER_PERSON = "SANDBOX OTHER PERSON";

/** The sandbox UPI directory: who a VPA belongs to (see the table above). */
export function sandboxVpaOwner(vpa: string, nameHint: string): VpaLookup {
  const v = vpa.trim().toLowerCase();
  if (v.startsWith("unknown")) return { exists: false, reason: "VPA not found (sandbox)" };
  if (v.startsWith("other")) return { exists: true, registeredName: SANDBOX_OTHER_PERSON };
  return { exists: true, registeredName: nameHint.trim().toUpperCase() };
}

export type SandboxScenario = "success" | "failure" | "slow" | "reversal" | "lost_reply" | "rejected" | "stuck";

export function sandboxScenario(target: string): SandboxScenario {
  const t = target.trim().toLowerCase();
  if (t.endsWith("0002") || t.startsWith("fail")) return "failure";
  if (t.endsWith("0003") || t.startsWith("slow")) return "slow";
  if (t.endsWith("0004") || t.startsWith("reverse")) return "reversal";
  if (t.endsWith("0005") || t.startsWith("timeout")) return "lost_reply";
  if (t.endsWith("0006") || t.startsWith("reject")) return "rejected";
  if (t.endsWith("0009") || t.startsWith("stuck")) return "stuck";
  return "success";
}

type Row = typeof sandboxBankTransfers.$inferSelect;
type Status = Row["status"];

/** The status a transfer has after its n-th status check; forward-only by construction. */
function statusAfterChecks(scenario: string, checks: number): Status {
  switch (scenario) {
    case "failure":
      return checks >= 1 ? "failed" : "pending";
    case "slow":
      return checks >= 3 ? "success" : "pending";
    case "reversal":
      return checks >= 2 ? "reversed" : checks >= 1 ? "success" : "pending";
    case "stuck":
      return "pending";
    default:
      return checks >= 1 ? "success" : "pending";
  }
}

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join("");

export class SandboxPayouts implements PayoutsProvider {
  readonly name = "sandbox";

  constructor(
    private readonly db: Db,
    private readonly corpId = "SANDBOXCORP",
  ) {}

  async submitTransfer(req: BankTransferRequest): Promise<TransferReport> {
    const target = req.beneficiary?.accountNo ?? req.debit?.accountNo ?? "";
    const row = await this.record({
      tranId: req.tranId,
      kind: "bank",
      modeOfPay: req.modeOfPay,
      amountPaise: req.amountPaise,
      debitAccount: req.debit?.accountNo ?? "PLATFORM-PAYOUT",
      beneficiary: target,
    });
    return this.bankReport(row, "Initiated");
  }

  async transferStatus(query: StatusQuery): Promise<TransferReport> {
    const row = await this.check(query.tranId);
    if (!row) return { tranId: query.tranId, status: "not_found", providerStatus: "NOT FOUND", reason: "No such transaction", refNo: null, utrNo: null, rrn: null, raw: this.statusBody(query.tranId, null) };
    return { ...this.bankReport(row, row.status.toUpperCase()), raw: this.statusBody(query.tranId, row) };
  }

  async submitUpi(req: UpiDisbursementRequest): Promise<UpiReport> {
    const row = await this.record({ tranId: req.tranId, kind: "upi", modeOfPay: "UPI", amountPaise: req.amountPaise, debitAccount: "PLATFORM-PAYOUT", beneficiary: req.payeeVpa });
    return this.upiReport(row);
  }

  async upiStatus(query: { tranId: string; sessionToken: string | null }): Promise<UpiReport> {
    const row = await this.check(query.tranId);
    if (!row) {
      return { tranId: query.tranId, status: "not_found", providerStatus: "NOT FOUND", reason: "No such transaction", refNo: null, utrNo: null, rrn: null, sessionToken: null, responseId: null, raw: {} };
    }
    return this.upiReport(row);
  }

  async report(from: Date, to: Date): Promise<BankReportRow[]> {
    const rows = await this.db
      .select()
      .from(sandboxBankTransfers)
      .where(and(gte(sandboxBankTransfers.createdAt, from), lte(sandboxBankTransfers.createdAt, to)));
    return rows.map((r) => ({ tranId: r.tranId, kind: r.kind, amountPaise: r.amountPaise, status: r.status, utrNo: r.utrNo, at: r.updatedAt }));
  }

  async verifyVpa(req: VpaLookupRequest): Promise<VpaLookup> {
    return sandboxVpaOwner(req.vpa, req.nameHint);
  }

  async all(limit: number): Promise<Row[]> {
    return this.db.select().from(sandboxBankTransfers).orderBy(desc(sandboxBankTransfers.createdAt)).limit(limit);
  }

  private async record(input: { tranId: string; kind: "bank" | "upi"; modeOfPay: string; amountPaise: bigint; debitAccount: string; beneficiary: string }): Promise<Row> {
    const scenario = sandboxScenario(input.beneficiary);
    if (scenario === "rejected") throw new ProviderError("rejected", "Beneficiary account is not allowed to receive payments (sandbox)");
    const inserted = await this.db
      .insert(sandboxBankTransfers)
      .values({
        ...input,
        scenario,
        status: "pending",
        refNo: `SP${this.corpId}${digits(10)}`,
        utrNo: input.modeOfPay === "IMPS" || input.kind === "upi" ? "" : `SBXN${digits(12)}`,
        rrn: input.modeOfPay === "IMPS" || input.kind === "upi" ? digits(12) : "",
      })
      .onConflictDoNothing({ target: sandboxBankTransfers.tranId })
      .returning();
    let row = inserted[0];
    if (!row) {
      // The same TranID again: the same transfer, never a second one.
      const [again] = await this.db
        .update(sandboxBankTransfers)
        .set({ submissions: sql`${sandboxBankTransfers.submissions} + 1`, updatedAt: new Date() })
        .where(eq(sandboxBankTransfers.tranId, input.tranId))
        .returning();
      if (!again) throw new ProviderError("unknown", "sandbox bank lost a transfer");
      row = again;
    }
    if (row.scenario === "lost_reply" && row.submissions === 1) throw new ProviderError("unknown", "no answer within the deadline (sandbox: reply lost after the bank accepted)");
    return row;
  }

  private async check(tranId: string): Promise<Row | undefined> {
    const [row] = await this.db
      .update(sandboxBankTransfers)
      .set({ statusChecks: sql`${sandboxBankTransfers.statusChecks} + 1`, updatedAt: new Date() })
      .where(eq(sandboxBankTransfers.tranId, tranId))
      .returning();
    if (!row) return undefined;
    const next = statusAfterChecks(row.scenario, row.statusChecks);
    if (next === row.status) return row;
    const [moved] = await this.db.update(sandboxBankTransfers).set({ status: next }).where(eq(sandboxBankTransfers.tranId, tranId)).returning();
    return moved ?? row;
  }

  private bankReport(row: Row, word: string): TransferReport {
    const raw = {
      Single_Payment_Corp_Resp: {
        Header: { TranID: row.tranId, Corp_ID: this.corpId, Maker_ID: "", Checker_ID: "", Approver_ID: "", Status: word, Error_Cde: "", Error_Desc: "" },
        Body: { RefNo: row.refNo, UTRNo: row.utrNo, RRN: row.rrn, Ben_Acct_No: row.beneficiary, Amount: rupeeString(row.amountPaise), Txn_Time: row.createdAt.toISOString() },
        Signature: { Signature: "Signature" },
      },
    };
    return { tranId: row.tranId, status: row.status, providerStatus: word, reason: row.status === "failed" ? "Beneficiary bank declined (sandbox)" : "", refNo: row.refNo, utrNo: row.utrNo || null, rrn: row.rrn || null, raw };
  }

  private statusBody(tranId: string, row: Row | null): unknown {
    return {
      get_Single_Payment_Status_Corp_Res: {
        Header: { TranID: tranId, Corp_ID: this.corpId, Status: row ? "Success" : "Failure", Error_Cde: row ? "" : "ER404", Error_Desc: row ? "" : "Transaction not found" },
        Body: row ? { ORGTRANSACTIONID: tranId, AMOUNT: rupeeString(row.amountPaise), REFNO: row.refNo, UTRNO: row.utrNo, RRN: row.rrn, TXNSTATUS: row.status.toUpperCase(), STATUSDESC: "" } : {},
      },
    };
  }

  private upiReport(row: Row): UpiReport {
    return {
      tranId: row.tranId,
      status: row.status,
      providerStatus: row.status.toUpperCase(),
      reason: row.status === "failed" ? "Payee PSP declined (sandbox)" : "",
      refNo: row.refNo,
      utrNo: null,
      rrn: row.rrn || null,
      sessionToken: `sbx-session-${row.tranId}`,
      responseId: row.refNo,
      raw: { UPIDisbursementResp: { Header: { TranID: row.tranId, Status: row.status.toUpperCase() }, Body: { sessionToken: `sbx-session-${row.tranId}`, responseId: row.refNo, RRN: row.rrn, TxnStatus: row.status.toUpperCase() } } },
    };
  }
}
