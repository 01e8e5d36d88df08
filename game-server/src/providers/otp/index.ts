import type { Db } from "@rummy/db";
import type { Config } from "../../config.ts";
import { httpSender } from "./http.ts";
import { sandboxSender } from "./sandbox.ts";
import type { OtpSender } from "./types.ts";

export type { OtpSender, OutgoingMessage } from "./types.ts";
export { OtpDeliveryError } from "./types.ts";

/** The OTP sender (OTP_SENDER), built once by the composition root (platform/build.ts). */
export function createOtpSender(config: Config, db: Db): OtpSender {
  return config.OTP_SENDER === "http" ? httpSender(config) : sandboxSender(db);
}
