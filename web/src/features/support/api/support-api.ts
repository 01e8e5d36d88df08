import { api, apiRequest, ApiError, replyMessage, SERVER_UNAVAILABLE } from "../../../shared/api/client.ts";
import { trackPending } from "../../../shared/api/pending.ts";
import { clearSession } from "../../../shared/session/clear-session.ts";
import { currentToken } from "../../../shared/session/session.ts";
import { STORAGE_KEYS, writeStorage } from "../../../shared/session/storage-keys.ts";
import { readPagedList, type PagedRows } from "../../../shared/ui/pagination-state.ts";
import { strOnly } from "../../../shared/api/loose.ts";

/** SPEC.md section 7 "Support". */

export interface Ticket {
  readonly _id: string;
  readonly eCategory: string;
  readonly sTitle: string;
  readonly sDescription: string;
  readonly eState: string;
  readonly dCreatedDate: string;
  readonly media: readonly string[];
}

export function toTicket(r: Record<string, unknown>): Ticket {
  return {
    _id: strOnly(r["_id"]),
    eCategory: strOnly(r["eCategory"]),
    sTitle: strOnly(r["sTitle"]),
    sDescription: strOnly(r["sDescription"]),
    eState: strOnly(r["eState"]),
    dCreatedDate: strOnly(r["dCreatedDate"]),
    media: Array.isArray(r["media"]) ? r["media"].filter((m): m is string => typeof m === "string") : [],
  };
}

/** The ticket list's page index starts at 0 (SPEC.md section 9). */
export async function fetchTickets(page: number, size: number): Promise<PagedRows> {
  const reply = await api.get<unknown>(`/support/listTickets?size=${size}&pageIndex=${page - 1}`, { loader: false });
  return readPagedList(reply.data, "tickets");
}

export async function fetchTicket(id: string): Promise<Ticket> {
  const reply = await api.get<unknown>(`/support/getTicket/${encodeURIComponent(id)}`);
  return toTicket(typeof reply.data === "object" && reply.data !== null ? (reply.data as Record<string, unknown>) : {});
}

export async function removeTicket(id: string): Promise<string> {
  return (await apiRequest<unknown>("DELETE", `/support/remove/${encodeURIComponent(id)}`)).message;
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
    return message;
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
