import { OtpDeliveryError } from "./types.ts";

export interface SmsGatewayOptions {
  readonly url: string;
  readonly token: string;
  readonly senderId: string;
  readonly timeoutMs?: number;
}

/**
 * A generic HTTP SMS gateway, the shape most Indian DLT-registered gateways offer:
 * `POST <url>` with `Authorization: Bearer <token>` and `{ "to": "91XXXXXXXXXX", "sender": "RUMMYO",
 * "message": "..." }`; any 2xx is accepted, and a JSON `{ "status": "error" }` body is a refusal.
 */
export async function sendSms(options: SmsGatewayOptions, to: string, text: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${options.token}` },
      body: JSON.stringify({ to: to.replace(/^\+/, ""), sender: options.senderId, message: text }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
  } catch (error) {
    throw new OtpDeliveryError(`SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = await response.text();
  if (!response.ok) throw new OtpDeliveryError(`SMS gateway answered ${response.status}`);
  if (/"status"\s*:\s*"(error|failed|failure)"/i.test(body)) throw new OtpDeliveryError("SMS gateway refused the message");
}
