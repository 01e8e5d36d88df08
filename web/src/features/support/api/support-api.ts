import { api, apiRequest, ApiError, replyMessage, SERVER_UNAVAILABLE } from "../../../shared/api/client.ts";
import { trackPending } from "../../../shared/api/pending.ts";
import { clearSession } from "../../../shared/session/clear-session.ts";
import { currentToken } from "../../../shared/session/session.ts";
import { STORAGE_KEYS, writeStorage } from "../../../shared/session/storage-keys.ts";
import type { PagedRows } from "../../../shared/ui/pagination-state.ts";
import { readReply } from "../../../shared/api/contract-reply.ts";
import { removeResponse, ticketListResponse, ticketResponse, type ticket } from "@rummy/shared-rules/contract/support";
import type { z } from "zod";

/** SPEC.md section 7 "Support": replies read with the contract (shared-rules/src/contract/support.ts). */

export type Ticket = z.output<typeof ticket>;

/** A listed ticket as the page shows it: the contract's row as it is. */
export const toTicket = (r: Ticket): Ticket => r;

/** The ticket list's page index starts at 0 (SPEC.md section 9). */
export async function fetchTickets(page: number, size: number): Promise<PagedRows<Ticket>> {
  const reply = readReply(ticketListResponse, await api.get<unknown>(`/support/listTickets?size=${size}&pageIndex=${page - 1}`, { loader: false }), "GET /support/listTickets");
  return { rows: reply.data.tickets, total: reply.data.count.totalData };
}

export async function fetchTicket(id: string): Promise<Ticket> {
  return readReply(ticketResponse, await api.get<unknown>(`/support/getTicket/${encodeURIComponent(id)}`), "GET /support/getTicket").data;
}

export async function removeTicket(id: string): Promise<string> {
  return readReply(removeResponse, await apiRequest<unknown>("DELETE", `/support/remove/${encodeURIComponent(id)}`), "DELETE /support/remove").message;
}

/**
 * POST /support/addTicket as multipart (the shared client sends JSON only). A 401 ends the
 * session exactly as the shared client does: token cleared, the notice flag set, back to /.
 */
export async function addTicket(fields: { sTitle: string; sDescription: string; eCategory: string }, files: readonly File[]): Promise<string> {
  const form = new FormData();
  form.append("eCategory", fields.eCategory);
  form.append("sTitle", fields.sTitle);
  form.append("sDescription", fields.sDescription);
  files.forEach((f) => form.append("aMedia", f, f.name));
  return trackPending(async () => {
    const token = currentToken();
    let response: Response;
    try {
      response = await fetch("/api/v1/support/addTicket", { method: "POST", headers: token ? { authorization: token, accept: "application/json" } : { accept: "application/json" }, body: form });
    } catch {
      throw new ApiError(SERVER_UNAVAILABLE, null);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ApiError(SERVER_UNAVAILABLE, null);
    }
    const message = replyMessage(body);
    if (response.status === 401 && token) {
      writeStorage(STORAGE_KEYS.logoutFlag, "toast");
      clearSession();
    }
    if (!response.ok) throw new ApiError(message || `Request failed (${response.status}).`, response.status);
    const data = typeof body === "object" && body !== null ? (body as { data?: unknown }).data : undefined;
    return readReply(ticketResponse, { status: response.status, message, data, authorization: null, verification: null }, "POST /support/addTicket").message;
  });
}

/**
 * Attachments need the token too, so they are fetched and shown as a local object URL. The tab
 * opens at once, inside the click, because browsers block windows opened after a wait.
 */
export async function openAttachment(url: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const token = currentToken();
    const response = await trackPending(() => fetch(url, { headers: token ? { authorization: token } : {} }));
    if (!response.ok) throw new ApiError("Could not open the attachment.", response.status);
    const blobUrl = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = blobUrl;
    else window.location.assign(blobUrl);
    window.setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
