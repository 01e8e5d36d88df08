import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import multipart from "@fastify/multipart";
import { contactQueries } from "@rummy/db/schema/index";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readReportCategories } from "../../services/profile/settings.ts";
import { MEDIA_LIMITS } from "../../services/support/media-types.ts";
import { openTicketFile, removeTicketFiles } from "../../services/support/storage.ts";
import { createTicket, listTickets, ownTicket, removeTicket, ticketView } from "../../services/support/tickets.ts";
import { readTicketForm } from "../../services/support/upload.ts";
import { maybePlayerOf, optionalPlayer, playerOf, requirePlayer } from "../auth-guard.ts";
import { HttpError, ok } from "../envelope.ts";
import { AUTH_LIMITS } from "../auth/limits.ts";
import { emptyData, envelope } from "../request-info.ts";
import { errorHandler } from "../errors.ts";
import { contactBody, listQuery, mediaParams, ticketFields, ticketIdParams, ticketListResponse, ticketResponse } from "./schemas.ts";

const tags = ["support"];
const security = [{ bearer: [] }];

/** SPEC.md section 7 "Support". */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart limits beyond what busboy enforces answer with SPEC.md's attachment messages.
  app.setErrorHandler(errorHandler({ specMessages: true, multipart: true }));
  const { platform } = app;
  const dataDir = resolve(platform.config.DATA_DIR);
  await app.register(multipart, {
    limits: { files: MEDIA_LIMITS.files + 1, fileSize: MEDIA_LIMITS.videoBytes - 1, fields: 10, fieldSize: 10_000, parts: 20, headerPairs: 100 },
  });

  app.get(
    "/support/listTickets",
    { preHandler: requirePlayer, schema: { tags, security, summary: "The player's problem reports", querystring: listQuery, response: { 200: ticketListResponse } } },
    async (request) => {
      const { tickets, total } = await listTickets(platform.db, playerOf(request).userId, { size: request.query.size, index: request.query.pageIndex });
      return ok("success.", { tickets, count: { totalData: total } });
    },
  );

  app.get(
    "/support/getTicket/:id",
    { preHandler: requirePlayer, schema: { tags, security, summary: "One problem report", params: ticketIdParams, response: { 200: ticketResponse } } },
    async (request) => ok("success.", ticketView(await ownTicket(platform.db, playerOf(request).userId, request.params.id))),
  );

  app.get(
    "/support/media/:id/:file",
    { preHandler: requirePlayer, schema: { tags, security, summary: "An attachment of the player's own report", params: mediaParams } },
    async (request, reply) => {
      const row = await ownTicket(platform.db, playerOf(request).userId, request.params.id);
      const media = row.media.find((m) => m.file === request.params.file);
      const file = media ? await openTicketFile(dataDir, row.id, media.file) : undefined;
      if (!media || !file) throw new HttpError(404, "Ticket not found.", "support/not_found");
      return reply.type(media.mime).header("content-length", file.size).header("content-disposition", "inline").send(file.stream);
    },
  );

  app.post(
    "/support/addTicket",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Report a problem (multipart: eCategory, sDescription, sTitle, aMedia x4)", consumes: ["multipart/form-data"], response: { 200: ticketResponse } } },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, "Attachments must be sent as multipart/form-data.", "support/not_multipart");
      const { userId } = playerOf(request);
      const id = randomUUID();
      try {
        const form = await readTicketForm(request.parts(), dataDir, id);
        const parsed = ticketFields.safeParse(form.fields);
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Please describe the issue you have been facing");
        const categories = await readReportCategories(platform.db);
        if (!categories.includes(parsed.data.eCategory)) throw new HttpError(400, "Please select an issue", "support/unknown_category");
        const ticket = await createTicket(platform.db, {
          id,
          userId,
          category: parsed.data.eCategory,
          title: parsed.data.sTitle || parsed.data.eCategory,
          description: parsed.data.sDescription,
          media: form.media,
        });
        return ok("Report submitted successfully.", ticket);
      } catch (error) {
        await removeTicketFiles(dataDir, id);
        throw error;
      }
    },
  );

  app.delete(
    "/support/remove/:id",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Cancel a report that is still in review", params: ticketIdParams, response: { 200: envelope(emptyData) } } },
    async (request) => {
      await removeTicket(platform.db, dataDir, playerOf(request).userId, request.params.id);
      return ok("Request cancelled successfully.", {});
    },
  );

  app.post(
    "/support/contactus",
    {
      preHandler: optionalPlayer,
      config: AUTH_LIMITS.contact,
      schema: { tags, summary: "Contact query for the operator (visitors too)", body: contactBody, response: { 200: envelope(emptyData) } },
    },
    async (request) => {
      const b = request.body;
      await platform.db.insert(contactQueries).values({
        userId: maybePlayerOf(request)?.userId ?? null,
        name: b.sName,
        email: b.sEmail,
        subject: b.sSubject,
        message: b.sMessage,
        ip: request.ip.slice(0, 64),
      });
      return ok("Your query has been raised successfully.", {});
    },
  );
};
