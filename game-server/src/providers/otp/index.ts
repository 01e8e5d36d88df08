import type { PlatformContext } from "../../api/context.ts";
import { httpSender } from "./http.ts";
import { sandboxSender } from "./sandbox.ts";
import type { OtpSender } from "./types.ts";

export type { OtpSender, OutgoingMessage } from "./types.ts";
export { OtpDeliveryError } from "./types.ts";

const senders = new WeakMap<PlatformContext, OtpSender>();

/** The configured sender (OTP_SENDER), one per running platform. */
export function otpSenderFor(platform: PlatformContext): OtpSender {
  let sender = senders.get(platform);
  if (!sender) {
    sender = platform.config.OTP_SENDER === "http" ? httpSender(platform.config) : sandboxSender(platform.db);
    senders.set(platform, sender);
  }
  return sender;
}

/** Tests swap in a recording or failing sender. */
export function useOtpSender(platform: PlatformContext, sender: OtpSender): void {
  senders.set(platform, sender);
}
