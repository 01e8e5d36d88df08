/**
 * How one-time codes and account mail leave the platform. The sandbox sender keeps them in the
 * dev outbox; the real one speaks to an SMS gateway over HTTP and to an SMTP server.
 */
export interface OutgoingMessage {
  readonly channel: "sms" | "email";
  /** `+91XXXXXXXXXX` for SMS, an address for e-mail. */
  readonly to: string;
  /** E-mail subject; ignored for SMS. */
  readonly subject: string;
  readonly text: string;
}

export interface OtpSender {
  readonly name: "sandbox" | "http";
  /** Resolves once the provider accepted the message; rejects with `OtpDeliveryError` otherwise. */
  send(message: OutgoingMessage): Promise<void>;
}

export class OtpDeliveryError extends Error {}
