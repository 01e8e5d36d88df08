import { gatewayLinkResponse } from "@rummy/shared-rules/contract/transactions";
import { api } from "../../../shared/api/client.ts";
import { readReply } from "../../../shared/api/contract-reply.ts";

/** A one-time link to the payment gateway page: its token pays one bank-debit deposit of this amount. */
export interface GatewayLink {
  readonly token: string;
  readonly amount: number;
  readonly custRefNum: string;
}

/**
 * Bank mode of /deposit-cash: the server checks the amount and the deposit gates now and issues a
 * short-lived, single-use token for the gateway page's URL (never the session token, which would
 * sit in the browser history and in logs).
 */
export async function createGatewayLink(amount: number): Promise<GatewayLink> {
  const reply = await api.post<unknown>("/transaction/rbl/payment-gateway", { nAmount: amount });
  const { data } = readReply(gatewayLinkResponse, reply, "POST /transaction/rbl/payment-gateway");
  return { token: data.sToken, amount: data.nAmount, custRefNum: data.CustRefNum };
}
