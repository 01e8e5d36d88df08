import type { Db } from "@rummy/db";
import { devOutbox } from "@rummy/db/schema/index";
import type { OtpSender, OutgoingMessage } from "./types.ts";

/** Delivers into the `dev_outbox` table, read at `/api/v1/dev/outbox` (zero-setup platform and tests). */
export function sandboxSender(db: Db): OtpSender {
  return {
    name: "sandbox",
    async send(message: OutgoingMessage) {
      await db.insert(devOutbox).values({
        channel: message.channel,
        destination: message.to,
        subject: message.subject,
        body: message.text,
      });
    },
  };
}
