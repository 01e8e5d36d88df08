import type { Config } from "../../config.ts";
import { sendSms } from "./http-sms.ts";
import { sendMail } from "./smtp.ts";
import type { OtpSender, OutgoingMessage } from "./types.ts";

/** The real sender: SMS through the HTTP gateway, e-mail over SMTP. */
export function httpSender(config: Config): OtpSender {
  const { SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, SMTP_URL } = config;
  if (!SMS_GATEWAY_URL || !SMS_GATEWAY_TOKEN || !SMTP_URL) throw new Error("OTP_SENDER=http needs SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN and SMTP_URL");
  const sms = { url: SMS_GATEWAY_URL, token: SMS_GATEWAY_TOKEN, senderId: config.SMS_SENDER_ID };
  const smtp = { url: SMTP_URL, from: config.MAIL_FROM };
  return {
    name: "http",
    send: (message: OutgoingMessage) =>
      message.channel === "sms" ? sendSms(sms, message.to, message.text) : sendMail(smtp, message.to, message.subject, message.text),
  };
}
