import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SandboxPayments, SANDBOX_MAX_DELAY_MS, type SandboxPaymentRow } from "../../providers/payments/sandbox.ts";
import { SandboxPayouts } from "../../providers/payouts/sandbox.ts";
import { rupeeString } from "../../providers/amount.ts";
import { escapeHtml, htmlPage } from "../html.ts";
import { errorBody } from "../envelope.ts";
import { settlementCsv, transfersCsv } from "./csv.ts";

/**
 * The sandbox gateway and bank pages (only while a sandbox provider is configured, and never with
 * NODE_ENV=production, even where the operator allowed sandbox providers): approve or decline a payment,
 * with switches for late, duplicate and out-of-order webhooks, and CSV settlement reports for
 * reconciliation. Plain HTML forms: the CSP allows no inline script.
 */
const decisionBody = z.object({
  decision: z.enum(["approve", "decline"]),
  delayMs: z.coerce.number().int().min(0).max(SANDBOX_MAX_DELAY_MS).default(0),
  duplicates: z.coerce.number().int().min(1).max(3).default(1),
  outOfOrder: z.string().optional(),
});

const rangeQuery = z.object({ from: z.iso.datetime().optional(), to: z.iso.datetime().optional() });

function range(q: z.infer<typeof rangeQuery>): { from: Date; to: Date } {
  const to = q.to ? new Date(q.to) : new Date();
  const from = q.from ? new Date(q.from) : new Date(to.getTime() - 7 * 86_400_000);
  return { from, to };
}

function paymentPage(base: string, row: SandboxPaymentRow, notice: string): string {
  const ref = escapeHtml(row.custRefNum);
  const action = `${base}/${encodeURIComponent(row.custRefNum)}/decide`;
  return htmlPage(
    `Sandbox gateway ${row.custRefNum}`,
    `<h1>Sandbox payment gateway</h1>
<p class="muted">Not a real payment. This page stands in for the provider's checkout.</p>
${notice ? `<p><strong>${escapeHtml(notice)}</strong></p>` : ""}
<table><tr><th>Reference</th><td><code>${ref}</code></td></tr>
<tr><th>Order</th><td><code>${escapeHtml(row.orderId)}</code></td></tr>
<tr><th>Amount</th><td>₹${escapeHtml(rupeeString(row.amountPaise))}</td></tr>
<tr><th>Status</th><td>${escapeHtml(row.status)}${row.paymentId ? ` (<code>${escapeHtml(row.paymentId)}</code>)` : ""}</td></tr></table>
<form method="post" action="${escapeHtml(action)}">
<p><label>Webhook delay (ms) <input name="delayMs" type="number" min="0" max="${SANDBOX_MAX_DELAY_MS}" value="0"></label></p>
<p><label>Deliver each webhook <select name="duplicates"><option value="1">once</option><option value="2">twice</option><option value="3">three times</option></select></label></p>
<p><label><input type="checkbox" name="outOfOrder" value="on"> Out of order (a failed attempt reported after the capture)</label></p>
<p><button name="decision" value="approve">Approve payment</button> <button name="decision" value="decline">Decline payment</button></p>
</form>
<p><a href="${escapeHtml(base)}">All sandbox payments and reports</a></p>`,
  );
}

export const sandboxGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const payments = platform.payments;
  const payouts = platform.payouts;
  const gateway = payments instanceof SandboxPayments ? payments : undefined;
  const bank = payouts instanceof SandboxPayouts ? payouts : undefined;
  // Never in production: the page approves payments for anyone who can reach it.
  if ((!gateway && !bank) || platform.config.isProduction) return;
  const base = "/api/v1/sandbox/gateway";
  const tags = ["sandbox"];
  const timers = new Set<NodeJS.Timeout>();
  app.addHook("onClose", async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  });

  // HTML forms post urlencoded bodies; parsed here only, into a plain object.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get("/sandbox/gateway", { schema: { tags, summary: "Sandbox payments and report links (HTML)" } }, async (_request, reply) => {
    const rows = gateway ? await gateway.listRecent(50) : [];
    const list = rows
      .map((r) => `<tr><td><a href="${base}/${encodeURIComponent(r.custRefNum)}"><code>${escapeHtml(r.custRefNum)}</code></a></td><td>₹${escapeHtml(rupeeString(r.amountPaise))}</td><td>${escapeHtml(r.status)}</td></tr>`)
      .join("");
    const page = htmlPage(
      "Sandbox gateway",
      `<h1>Sandbox gateway and bank</h1>
<p><a href="${base}/reports/settlements.csv">Settlement report (CSV)</a> · <a href="${base}/reports/transfers.csv">Bank transfers report (CSV)</a></p>
<table><tr><th>Reference</th><th>Amount</th><th>Status</th></tr>${list || '<tr><td colspan="3">No payments yet.</td></tr>'}</table>`,
    );
    return reply.type("text/html; charset=utf-8").send(page);
  });

  app.get(
    "/sandbox/gateway/reports/settlements.csv",
    { schema: { tags, summary: "Captured sandbox payments as a settlement report (CSV)", querystring: rangeQuery } },
    async (request, reply) => {
      const { from, to } = range(request.query);
      const rows = gateway ? await gateway.settlementReport(from, to) : [];
      return reply.type("text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="sandbox-settlements.csv"').send(settlementCsv(rows));
    },
  );

  app.get(
    "/sandbox/gateway/reports/transfers.csv",
    { schema: { tags, summary: "Sandbox bank transfers as a bank report (CSV)", querystring: rangeQuery } },
    async (request, reply) => {
      const { from, to } = range(request.query);
      const rows = bank ? await bank.report(from, to) : [];
      return reply.type("text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="sandbox-transfers.csv"').send(transfersCsv(rows));
    },
  );

  if (!gateway) return;

  app.get(
    "/sandbox/gateway/:CustRefNum",
    { schema: { tags, summary: "Approve or decline one sandbox payment (HTML)", params: z.object({ CustRefNum: z.string().min(1).max(64) }), querystring: z.object({ notice: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const row = await gateway.find(request.params.CustRefNum);
      if (!row) return reply.code(404).type("text/html; charset=utf-8").send(htmlPage("Not found", "<h1>No such sandbox payment</h1>"));
      return reply.type("text/html; charset=utf-8").send(paymentPage(base, row, request.query.notice ?? ""));
    },
  );

  app.post(
    "/sandbox/gateway/:CustRefNum/decide",
    { schema: { tags, summary: "Approve or decline, then send the signed webhooks", params: z.object({ CustRefNum: z.string().min(1).max(64) }), body: decisionBody } },
    async (request, reply) => {
      const { decision, delayMs, duplicates, outOfOrder } = request.body;
      const deliveries = await gateway.decide(request.params.CustRefNum, decision === "approve", { delayMs, duplicates, outOfOrder: outOfOrder === "on" || outOfOrder === "true" });
      if (!deliveries) return reply.code(404).send(errorBody("No such sandbox payment"));
      for (const d of deliveries) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          // Through the real route, signature check included, exactly as the provider would call it.
          app
            .inject({ method: "POST", url: "/api/v1/transaction/webhook/sandbox", headers: d.headers, payload: d.rawBody })
            .then((res) => {
              if (res.statusCode >= 400) request.log.warn({ status: res.statusCode }, "sandbox webhook refused");
            })
            .catch((error: unknown) => request.log.error({ err: error }, "sandbox webhook delivery failed"));
        }, d.delayMs);
        timers.add(timer);
      }
      const notice = `${decision === "approve" ? "Approved" : "Declined"}: ${deliveries.length} webhook(s) scheduled.`;
      return reply.redirect(`${base}/${encodeURIComponent(request.params.CustRefNum)}?notice=${encodeURIComponent(notice)}`, 303);
    },
  );
};
