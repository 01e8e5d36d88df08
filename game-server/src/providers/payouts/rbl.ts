import { rupeeString, paiseFromRupeeString } from "../amount.ts";
import { ProviderError } from "../errors.ts";
import { requestJson, retryUnknown } from "../http.ts";
import type {
  BankReportRow,
  BankTransferRequest,
  PayoutsProvider,
  StatusQuery,
  TransferReport,
  TransferStatus,
  UpiDisbursementRequest,
  UpiReport,
  VpaLookup,
  VpaLookupRequest,
} from "./types.ts";

/**
 * RBL Bank's corporate payment API as SPEC.md shows it: `Single_Payment_Corp_Req` /
 * `Single_Payment_Corp_Resp` with `Header.TranID` and `Body.RefNo/UTRNo/RRN`, a status query by
 * the original TranID, and the UPI disbursement with a session token. Paths and the status and
 * statement shapes follow the bank's naming but are this adapter's reading (see PAYMENTS.md); the
 * tests run it against a local fake that speaks the same shapes.
 */
export interface RblOptions {
  readonly apiUrl: string;
  readonly corpId: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The platform's account that pays withdrawals. */
  readonly payoutAccount: { readonly accountNo: string; readonly accountName: string; readonly ifsc: string };
  /** The platform's account that receives bank-debit deposits. */
  readonly collectionAccount: { readonly accountNo: string; readonly name: string; readonly ifsc: string; readonly bankName: string };
  readonly timeoutMs: number;
  readonly attempts: number;
  readonly retryDelayMs: number;
}

type Json = Record<string, unknown>;

const obj = (v: unknown): Json => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const orNull = (v: unknown): string | null => (text(v).length > 0 ? text(v) : null);

/** The bank's status words, upper-cased, to ours. Anything unrecognised is still pending: never guess a failure. */
export function statusFromBank(word: string): TransferStatus {
  const w = word.trim().toUpperCase();
  if (w === "SUCCESS" || w === "SUCCESSFUL" || w === "COMPLETED" || w === "PROCESSED") return "success";
  if (w === "FAILURE" || w === "FAILED" || w === "REJECTED" || w === "RETURNED") return "failed";
  if (w === "REVERSED" || w === "REVERSAL") return "reversed";
  if (w === "NOT FOUND" || w === "NOT_FOUND" || w === "INVALID TRANSACTION") return "not_found";
  return "pending";
}

export class RblPayouts implements PayoutsProvider {
  readonly name = "rbl";

  constructor(private readonly options: RblOptions) {}

  async submitTransfer(req: BankTransferRequest): Promise<TransferReport> {
    const o = this.options;
    const debit = req.debit ?? { accountNo: o.payoutAccount.accountNo, accountName: o.payoutAccount.accountName, ifsc: o.payoutAccount.ifsc };
    const ben = req.beneficiary ?? { accountNo: o.collectionAccount.accountNo, name: o.collectionAccount.name, ifsc: o.collectionAccount.ifsc, bankName: o.collectionAccount.bankName };
    const body = {
      Single_Payment_Corp_Req: {
        Header: this.header(req.tranId),
        Body: {
          Amount: rupeeString(req.amountPaise),
          Debit_Acct_No: debit.accountNo,
          Debit_Acct_Name: debit.accountName,
          Debit_IFSC: debit.ifsc ?? "",
          Debit_Mobile: debit.mobile ?? "",
          Debit_TrnParticulars: debit.trnParticulars ?? "",
          Debit_PartTrnRmks: debit.partTrnRmks ?? "",
          Ben_IFSC: ben.ifsc ?? "",
          Ben_Acct_No: ben.accountNo,
          Ben_Name: ben.name,
          Ben_BankName: ben.bankName ?? "",
          Ben_TrnParticulars: ben.trnParticulars ?? "",
          Mode_of_Pay: req.modeOfPay,
          Remarks: req.remarks,
        },
        Signature: { Signature: "Signature" },
      },
    };
    const res = await this.post("/v1/payments/corp/payment", body);
    const resp = obj(obj(res)["Single_Payment_Corp_Resp"]);
    const header = obj(resp["Header"]);
    const b = obj(resp["Body"]);
    const headerStatus = text(header["Status"]);
    const errorDesc = `${text(header["Error_Cde"])} ${text(header["Error_Desc"])}`.trim();
    if (/^fail/i.test(headerStatus)) {
      // The bank already knows this TranID: it is the same transfer, so adopt its status.
      if (/duplicate/i.test(errorDesc)) return this.transferStatus({ tranId: req.tranId, modeOfPay: req.modeOfPay });
      throw new ProviderError("rejected", errorDesc || "The bank refused the transfer");
    }
    if (!headerStatus) throw new ProviderError("unknown", "The bank's reply has no status");
    return {
      tranId: text(header["TranID"]) || req.tranId,
      status: statusFromBank(headerStatus) === "success" ? "success" : "pending",
      providerStatus: headerStatus,
      reason: errorDesc,
      refNo: orNull(b["RefNo"]),
      utrNo: orNull(b["UTRNo"]),
      rrn: orNull(b["RRN"]),
      raw: res,
    };
  }

  async transferStatus(query: StatusQuery): Promise<TransferReport> {
    const body = {
      get_Single_Payment_Status_Corp_Req: {
        Header: this.header(`${query.tranId}`),
        Body: {
          OrgTransactionID: query.tranId,
          RefNo: query.refNo ?? "",
          ...(query.modeOfPay === "IMPS" ? { RRN: query.rrn ?? "" } : { UTRNo: query.utrNo ?? "" }),
          Mode_of_Pay: query.modeOfPay,
        },
      },
    };
    const res = await retryUnknown(() => this.post("/v1/payments/corp/payment/query", body), this.options.attempts, this.options.retryDelayMs);
    const resp = obj(obj(res)["get_Single_Payment_Status_Corp_Res"]);
    const header = obj(resp["Header"]);
    const b = obj(resp["Body"]);
    const word = text(b["TXNSTATUS"]) || (/^fail/i.test(text(header["Status"])) ? "NOT FOUND" : "");
    return {
      tranId: query.tranId,
      status: statusFromBank(word),
      providerStatus: word,
      reason: text(b["STATUSDESC"]) || `${text(header["Error_Cde"])} ${text(header["Error_Desc"])}`.trim(),
      refNo: orNull(b["REFNO"]),
      utrNo: orNull(b["UTRNO"]),
      rrn: orNull(b["RRN"]),
      raw: res,
    };
  }

  async submitUpi(req: UpiDisbursementRequest): Promise<UpiReport> {
    const body = {
      UPIDisbursementReq: {
        Header: this.header(req.tranId),
        Body: { Amount: rupeeString(req.amountPaise), PayeeAddress: req.payeeVpa, PayeeName: req.payeeName, DeviceId: req.deviceId, Os: req.os },
      },
    };
    const res = await this.post("/v1/upi/disbursement", body);
    const resp = obj(obj(res)["UPIDisbursementResp"]);
    const header = obj(resp["Header"]);
    const b = obj(resp["Body"]);
    const headerStatus = text(header["Status"]);
    const errorDesc = `${text(header["Error_Cde"])} ${text(header["Error_Desc"])}`.trim();
    if (/^fail/i.test(headerStatus)) {
      if (/duplicate/i.test(errorDesc)) return this.upiStatus({ tranId: req.tranId, sessionToken: null });
      throw new ProviderError("rejected", errorDesc || "The bank refused the UPI disbursement");
    }
    return this.upiReport(req.tranId, b, res, text(b["TxnStatus"]) || headerStatus);
  }

  async upiStatus(query: { tranId: string; sessionToken: string | null }): Promise<UpiReport> {
    const body = { UPIDisbursementStatusReq: { Header: this.header(query.tranId), Body: { OrgTransactionID: query.tranId, sessionToken: query.sessionToken ?? "" } } };
    const res = await retryUnknown(() => this.post("/v1/upi/disbursement/status", body), this.options.attempts, this.options.retryDelayMs);
    const b = obj(obj(obj(res)["UPIDisbursementStatusResp"])["Body"]);
    return this.upiReport(query.tranId, b, res, text(b["TxnStatus"]) || "NOT FOUND");
  }

  async report(from: Date, to: Date): Promise<BankReportRow[]> {
    const res = await retryUnknown(
      () => this.post("/v1/payments/corp/statement", { Corp_ID: this.options.corpId, From: from.toISOString(), To: to.toISOString() }),
      this.options.attempts,
      this.options.retryDelayMs,
    );
    const lines = obj(res)["Statement"];
    if (!Array.isArray(lines)) return [];
    const rows: BankReportRow[] = [];
    for (const line of lines) {
      const l = obj(line);
      const status = statusFromBank(text(l["TxnStatus"]));
      const amount = paiseFromRupeeString(l["Amount"]);
      if (status === "not_found" || amount === null) continue;
      rows.push({ tranId: text(l["TranID"]), kind: text(l["Kind"]) === "upi" ? "upi" : "bank", amountPaise: amount, status, utrNo: text(l["UTRNo"]), at: new Date(text(l["TxnTime"])) });
    }
    return rows;
  }

  /**
   * The VPA check before a UPI payout: `POST /v1/upi/vpa/validate` (`ValidateVPAReq` with
   * `Body.VPA` → `ValidateVPAResp` with `Body.VPAStatus` VALID/INVALID and `Body.PayeeName`). The
   * path and shape are this adapter's reading of the bank's naming (PAYMENTS.md): confirm them
   * at onboarding. A read, so an unanswered call is asked again like a status query.
   */
  async verifyVpa(req: VpaLookupRequest): Promise<VpaLookup> {
    const body = { ValidateVPAReq: { Header: this.header(req.requestId), Body: { VPA: req.vpa } } };
    const res = await retryUnknown(() => this.post("/v1/upi/vpa/validate", body), this.options.attempts, this.options.retryDelayMs);
    const resp = obj(obj(res)["ValidateVPAResp"]);
    const header = obj(resp["Header"]);
    const b = obj(resp["Body"]);
    const word = text(b["VPAStatus"]).trim().toUpperCase();
    const name = text(b["PayeeName"]).trim();
    if (word === "VALID" && name) return { exists: true, registeredName: name };
    if (word === "INVALID" || word === "NOT FOUND") return { exists: false, reason: text(b["StatusDesc"]) || "VPA not found" };
    const errorDesc = `${text(header["Error_Cde"])} ${text(header["Error_Desc"])}`.trim();
    throw new ProviderError("unknown", errorDesc || "The bank did not say whether the VPA exists");
  }

  private upiReport(tranId: string, b: Json, raw: unknown, word: string): UpiReport {
    return {
      tranId,
      status: statusFromBank(word),
      providerStatus: word,
      reason: text(b["StatusDesc"]),
      refNo: orNull(b["responseId"]),
      utrNo: null,
      rrn: orNull(b["RRN"]),
      sessionToken: orNull(b["sessionToken"]),
      responseId: orNull(b["responseId"]),
      raw,
    };
  }

  private header(tranId: string): Json {
    return { TranID: tranId, Corp_ID: this.options.corpId, Maker_ID: "", Checker_ID: "", Approver_ID: "" };
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    const o = this.options;
    const auth = Buffer.from(`${o.clientId}:${o.clientSecret}`).toString("base64");
    const res = await requestJson({ method: "POST", url: `${o.apiUrl.replace(/\/$/, "")}${path}`, body, headers: { authorization: `Basic ${auth}` }, timeoutMs: o.timeoutMs });
    if (res.status >= 400) {
      const header = obj(Object.values(obj(res.body))[0])["Header"];
      throw new ProviderError("rejected", `RBL ${path}: HTTP ${res.status} ${text(obj(header)["Error_Desc"])}`.trim(), res.status);
    }
    return res.body;
  }
}
