import { devOutbox } from "@rummy/db/schema/index";
import type { Db } from "@rummy/db";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../envelope.ts";
import { escapeHtml, htmlPage } from "../html.ts";
import { envelope } from "../request-info.ts";
import { NO_NUL } from "../validation.ts";

const outboxQuery = z.object({
  to: z.string().max(400).regex(NO_NUL).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(["json", "html"]).optional(),
});

const message = z.object({
  _id: z.string(),
  eChannel: z.enum(["sms", "email"]),
  sTo: z.string(),
  sSubject: z.string(),
  sBody: z.string(),
  dCreatedDate: z.string(),
});

/** `9876543210` and `+919876543210` name the same phone; e-mail is matched lowercased. */
function normaliseDestination(to: string): string {
  const value = to.trim();
  if (value.includes("@")) return value.toLowerCase();
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{10}$/.test(digits) ? `+91${digits}` : digits;
}

/**
 * The sandbox sender's outbox: what would have gone out by SMS and e-mail. Registered only while
 * OTP_SENDER=sandbox, and never with NODE_ENV=production (not even where the operator allowed
 * sandbox providers): it shows every login and password-reset code to anyone who asks. A browser
 * asking for HTML gets a small page; anything else gets JSON.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  if (platform.config.OTP_SENDER !== "sandbox" || platform.config.isProduction) return;

  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Sandbox outbox: SMS and e-mail the platform would have sent (sandbox only)",
        querystring: outboxQuery,
        response: { 200: envelope(z.object({ aMessages: z.array(message) })) },
      },
    },
    async (request, reply) => {
      const { to, limit, format } = request.query;
      const wantsHtml = format === "html" || (format === undefined && (request.headers.accept ?? "").startsWith("text/html"));
      if (wantsHtml) return reply.redirect(`${request.url.split("?")[0]}/page?to=${encodeURIComponent(to ?? "")}&limit=${limit}`);
      return ok("success.", { aMessages: await readOutbox(platform.db, to, limit) });
    },
  );

  app.get(
    "/dev/outbox/page",
    { schema: { tags: ["dev"], summary: "Sandbox outbox as an HTML page (sandbox only)", querystring: outboxQuery } },
    async (request, reply) => {
      const { to, limit } = request.query;
      return reply.type("text/html; charset=utf-8").send(outboxPage(await readOutbox(platform.db, to, limit), to ?? ""));
    },
  );
};

async function readOutbox(db: Db, to: string | undefined, limit: number): Promise<z.infer<typeof message>[]> {
  const where = to ? eq(devOutbox.destination, normaliseDestination(to)) : undefined;
  const rows = await db.select().from(devOutbox).where(where).orderBy(desc(devOutbox.createdAt)).limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    eChannel: r.channel,
    sTo: r.destination,
    sSubject: r.subject,
    sBody: r.body,
    dCreatedDate: r.createdAt.toISOString(),
  }));
}

function outboxPage(messages: z.infer<typeof message>[], to: string): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td class="muted">${escapeHtml(new Date(m.dCreatedDate).toLocaleString("en-IN"))}</td><td>${m.eChannel.toUpperCase()}</td>` +
        `<td>${escapeHtml(m.sTo)}</td><td>${m.sSubject ? `<strong>${escapeHtml(m.sSubject)}</strong><br>` : ""}<pre>${linkify(m.sBody)}</pre></td></tr>`,
    )
    .join("");
  return htmlPage(
    "Dev outbox",
    `<h1>Dev outbox</h1><p class="muted">Sandbox sender: SMS and e-mail are kept here instead of being sent. Newest first.</p>
<form method="get"><input name="to" value="${escapeHtml(to)}" placeholder="+919000000001 or name@example.com" size="36">
<button>Filter</button> <a href="?">All</a></form>
<table><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}</tbody></table>`,
  );
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
