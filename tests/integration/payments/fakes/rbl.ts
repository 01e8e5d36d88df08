import { basicAuthOf, json, startFake, type FakeServer } from "./http.ts";

/**
 * A fake of the RBL corporate payment API as the adapter speaks it (game-server/src/providers/
 * payouts/rbl.ts): single payment, status query, UPI disbursement, the VPA check and the statement. Like a bank,
 * it knows a transfer by its TranID: submitting one again never pays again. `hangMs` makes it
 * accept a submission and answer only after that long (the client has timed out by then).
 */
export interface FakeBankTransfer {
  tranId: string;
  kind: "bank" | "upi";
  amount: string;
  beneficiary: string;
  status: "SUCCESS" | "FAILURE" | "PENDING" | "REVERSED";
  submissions: number;
  /** How many times money actually left: must never exceed 1. */
  paid: number;
}

export interface FakeBank extends FakeServer {
  readonly transfers: Map<string, FakeBankTransfer>;
  hangMs: number;
  /** Outcome of new transfers at their first status query. */
  outcome: FakeBankTransfer["status"];
  readonly credentials: string;
  /** The UPI directory the VPA check reads: VPA → registered name; any other VPA does not exist. */
  readonly vpaNames: Map<string, string>;
}

export async function startFakeRbl(credentials = "client:secret"): Promise<FakeBank> {
  const transfers = new Map<string, FakeBankTransfer>();
  const vpaNames = new Map<string, string>();
  const state = { hangMs: 0, outcome: "SUCCESS" as FakeBankTransfer["status"] };
  const server = await startFake(async (req, body, res) => {
    if (basicAuthOf(req) !== credentials) return json(res, 401, { error: "unauthorised" });
    const b = (body ?? {}) as Record<string, Record<string, Record<string, string>>>;
    const url = req.url ?? "";
    if (req.method === "POST" && url === "/v1/payments/corp/payment") {
      const { Header: h = {}, Body: bb = {} } = b["Single_Payment_Corp_Req"] ?? {};
      const tranId = h["TranID"] ?? "";
      let t = transfers.get(tranId);
      if (!t) {
        t = { tranId, kind: "bank", amount: bb["Amount"] ?? "", beneficiary: bb["Ben_Acct_No"] ?? "", status: "PENDING", submissions: 0, paid: 1 };
        transfers.set(tranId, t);
      }
      t.submissions++;
      if (state.hangMs > 0) await new Promise((r) => setTimeout(r, state.hangMs));
      return json(res, 200, {
        Single_Payment_Corp_Resp: {
          Header: { TranID: tranId, Corp_ID: h["Corp_ID"], Status: "Initiated", Error_Cde: "", Error_Desc: "" },
          Body: { RefNo: `SP${tranId}`, UTRNo: `RATN${tranId.slice(-10)}`, RRN: "", Ben_Acct_No: t.beneficiary, Amount: t.amount },
          Signature: { Signature: "Signature" },
        },
      });
    }
    if (req.method === "POST" && url === "/v1/payments/corp/payment/query") {
      const q = b["get_Single_Payment_Status_Corp_Req"] ?? {};
      const tranId = q["Body"]?.["OrgTransactionID"] ?? "";
      const t = transfers.get(tranId);
      if (!t) return json(res, 200, { get_Single_Payment_Status_Corp_Res: { Header: { TranID: tranId, Status: "Failure", Error_Cde: "ER404", Error_Desc: "Transaction not found" }, Body: {} } });
      if (t.status === "PENDING") t.status = state.outcome;
      return json(res, 200, {
        get_Single_Payment_Status_Corp_Res: {
          Header: { TranID: tranId, Status: "Success" },
          Body: { ORGTRANSACTIONID: tranId, AMOUNT: t.amount, REFNO: `SP${tranId}`, UTRNO: `RATN${tranId.slice(-10)}`, TXNSTATUS: t.status, STATUSDESC: "" },
        },
      });
    }
    if (req.method === "POST" && url === "/v1/upi/disbursement") {
      const { Header: h = {}, Body: bb = {} } = b["UPIDisbursementReq"] ?? {};
      const tranId = h["TranID"] ?? "";
      let t = transfers.get(tranId);
      if (!t) {
        t = { tranId, kind: "upi", amount: bb["Amount"] ?? "", beneficiary: bb["PayeeAddress"] ?? "", status: "PENDING", submissions: 0, paid: 1 };
        transfers.set(tranId, t);
      }
      t.submissions++;
      if (state.hangMs > 0) await new Promise((r) => setTimeout(r, state.hangMs));
      return json(res, 200, { UPIDisbursementResp: { Header: { TranID: tranId, Status: "Initiated" }, Body: { sessionToken: `sess-${tranId}`, responseId: `R${tranId}`, TxnStatus: "PENDING" } } });
    }
    if (req.method === "POST" && url === "/v1/upi/disbursement/status") {
      const tranId = b["UPIDisbursementStatusReq"]?.["Body"]?.["OrgTransactionID"] ?? "";
      const t = transfers.get(tranId);
      if (!t) return json(res, 200, { UPIDisbursementStatusResp: { Header: { TranID: tranId, Status: "Failure" }, Body: { TxnStatus: "NOT FOUND" } } });
      if (t.status === "PENDING") t.status = state.outcome;
      return json(res, 200, { UPIDisbursementStatusResp: { Header: { TranID: tranId, Status: "Success" }, Body: { TxnStatus: t.status, RRN: "123456789012", responseId: `R${tranId}` } } });
    }
    if (req.method === "POST" && url === "/v1/upi/vpa/validate") {
      const { Header: h = {}, Body: bb = {} } = b["ValidateVPAReq"] ?? {};
      const vpa = bb["VPA"] ?? "";
      const name = vpaNames.get(vpa);
      return json(res, 200, {
        ValidateVPAResp: {
          Header: { TranID: h["TranID"], Status: "Success", Error_Cde: "", Error_Desc: "" },
          Body: name ? { VPA: vpa, VPAStatus: "VALID", PayeeName: name } : { VPA: vpa, VPAStatus: "INVALID", PayeeName: "", StatusDesc: "VPA does not exist" },
        },
      });
    }
    if (req.method === "POST" && url === "/v1/payments/corp/statement") {
      return json(res, 200, {
        Statement: [...transfers.values()].map((t) => ({ TranID: t.tranId, Kind: t.kind, Amount: t.amount, TxnStatus: t.status, UTRNo: `RATN${t.tranId.slice(-10)}`, TxnTime: new Date().toISOString() })),
      });
    }
    return json(res, 404, { error: "no such endpoint" });
  });
  const fake = Object.assign(server, { transfers, credentials, vpaNames }) as FakeBank;
  for (const key of ["hangMs", "outcome"] as const) {
    Object.defineProperty(fake, key, { get: () => state[key], set: (v: never) => (state[key] = v), enumerable: true });
  }
  return fake;
}
