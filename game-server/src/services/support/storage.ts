import { createReadStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";

/** Ticket attachments live under `<DATA_DIR>/support/<ticket id>/<n>.<ext>`. */
export function ticketDir(dataDir: string, ticketId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(ticketId)) throw new Error("ticket ids are uuids");
  return resolve(dataDir, "support", ticketId);
}

export async function ensureTicketDir(dataDir: string, ticketId: string): Promise<string> {
  const dir = ticketDir(dataDir, ticketId);
  await mkdir(dir, { recursive: true });
  return dir;
}

export async function removeTicketFiles(dataDir: string, ticketId: string): Promise<void> {
  await rm(ticketDir(dataDir, ticketId), { recursive: true, force: true });
}

export async function openTicketFile(dataDir: string, ticketId: string, file: string) {
  if (!/^\d+\.[a-z0-9]+$/.test(file)) return undefined;
  const path = join(ticketDir(dataDir, ticketId), file);
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { stream: createReadStream(path), size: info.size } : undefined;
}
