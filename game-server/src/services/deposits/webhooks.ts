import type { DepositPorts } from "./ports.ts";
import type { HeaderBag, PaymentWebhookEvent } from "../../providers/payments/types.ts";
import { depositByProviderOrder, depositByRef, recordPaymentEvent, type DepositRow } from "./repository.ts";
import { applyPaymentReport } from "./service.ts";


/**
 * A provider's webhook: verify the signature over the raw bytes first (a forged or altered body
 * is refused before anything is read), record the event once, then apply it to the deposit. The
 * same event delivered again is applied again and changes nothing: the deposit only moves forward
 * and every ledger operation is keyed by the deposit.
 */
export type WebhookResult = { readonly status: 200; readonly outcome: string } | { readonly status: 400 | 404; readonly reason: string };

function custRefFromPayload(payload: unknown): string | null {
  const p = (payload as { payload?: { payment?: { entity?: { notes?: { custRefNum?: unknown } } }; order?: { entity?: { receipt?: unknown } } } })?.payload;
  const fromNotes = p?.payment?.entity?.notes?.custRefNum;
  const fromOrder = p?.order?.entity?.receipt;
  return typeof fromNotes === "string" ? fromNotes : typeof fromOrder === "string" ? fromOrder : null;
}

async function findDeposit(ports: DepositPorts, provider: string, event: PaymentWebhookEvent): Promise<DepositRow | undefined> {
  if (event.providerOrderId) {
    const byOrder = await depositByProviderOrder(ports.db, provider, event.providerOrderId);
    if (byOrder) return byOrder;
  }
  // An order created by a call that timed out has no id on our side; its reference still matches.
  const ref = custRefFromPayload(event.payload);
  const byRef = ref ? await depositByRef(ports.db, ref) : undefined;
  return byRef && byRef.provider === provider ? byRef : undefined;
}

export async function handlePaymentWebhook(ports: DepositPorts, providerName: string, rawBody: Buffer, headers: HeaderBag): Promise<WebhookResult> {
  const provider = ports.payments;
  if (provider.name !== providerName) return { status: 404, reason: `No ${providerName} payments here` };
  const verified = provider.verifyWebhook(rawBody, headers);
  if (!verified.ok) return { status: 400, reason: verified.reason };
  const event = verified.event;
  const deposit = event.outcome === "ignored" ? undefined : await findDeposit(ports, provider.name, event);
  const firstTime = await recordPaymentEvent(ports.db, {
    provider: provider.name,
    eventId: event.eventId.slice(0, 200),
    eventType: event.type.slice(0, 100),
    depositId: deposit?.id ?? null,
    outcome: event.outcome === "ignored" ? "ignored" : deposit ? "received" : "unmatched",
    payload: event.payload as object,
  });
  if (event.outcome === "ignored") return { status: 200, outcome: "ignored" };
  if (!deposit) return { status: 200, outcome: "unmatched" };
  await applyPaymentReport(ports, deposit, { status: event.outcome, paymentId: event.paymentId, amountPaise: event.amountPaise });
  return { status: 200, outcome: firstTime ? "applied" : "duplicate" };
}
