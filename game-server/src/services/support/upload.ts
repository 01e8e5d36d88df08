import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { TicketMedia } from "./repository.ts";
import { MEDIA_LIMITS, sniffMediaType, SNIFF_BYTES } from "./media-types.ts";
import { ensureTicketDir } from "./storage.ts";
import { isServiceError } from "../errors.ts";
import { supportRefusal } from "./errors.ts";

export interface ParsedTicketForm {
  fields: Record<string, string>;
  media: TicketMedia[];
}

/**
 * Reads a multipart problem report: text fields, and up to 4 files streamed to disk while their
 * type is sniffed from the first bytes and their size counted. Throws the support module's refusal with SPEC.md's
 * message on the first bad file; the caller removes what was written.
 */
export async function readTicketForm(
  parts: AsyncIterableIterator<MultipartFile | MultipartValue>,
  dataDir: string,
  ticketId: string,
): Promise<ParsedTicketForm> {
  const fields: Record<string, string> = {};
  const media: TicketMedia[] = [];
  try {
    await readParts(parts, dataDir, ticketId, fields, media);
  } catch (error) {
    // busboy's own complaints about a broken body ("Unexpected end of multipart data") carry no
    // code; file-system errors (ENOSPC, ...) and the multipart plugin's limits (FST_*) do.
    if (isServiceError(error) || (error as { code?: unknown }).code !== undefined) throw error;
    throw supportRefusal("support/bad_multipart");
  }
  return { fields, media };
}

async function readParts(
  parts: AsyncIterableIterator<MultipartFile | MultipartValue>,
  dataDir: string,
  ticketId: string,
  fields: Record<string, string>,
  media: TicketMedia[],
): Promise<void> {
  for await (const part of parts) {
    if (part.type === "field") {
      if (typeof part.value === "string" && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
      continue;
    }
    if (media.length >= MEDIA_LIMITS.files) {
      part.file.resume();
      throw supportRefusal("support/too_many_files");
    }
    media.push(await storeFile(part, await ensureTicketDir(dataDir, ticketId), media.length + 1));
  }
}

async function storeFile(part: MultipartFile, dir: string, index: number): Promise<TicketMedia> {
  let head = Buffer.alloc(0);
  let size = 0;
  let out: ReturnType<typeof createWriteStream> | undefined;
  let media: TicketMedia | undefined;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (!media) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) continue;
        const type = sniffMediaType(head);
        if (!type) throw supportRefusal("support/wrong_type");
        media = { file: `${index}.${type.extension}`, mime: type.mime, kind: type.kind, size: 0 };
        out = openFile(join(dir, media.file));
        await write(out, head);
        continue;
      }
      if (media.kind === "image" && size >= MEDIA_LIMITS.imageBytes) throw supportRefusal("support/image_too_big");
      if (out) await write(out, chunk);
    }
    if (part.file.truncated) throw supportRefusal("support/too_big", media?.kind);
    if (!media) {
      const type = sniffMediaType(head);
      if (!type) throw supportRefusal("support/wrong_type");
      media = { file: `${index}.${type.extension}`, mime: type.mime, kind: type.kind, size: 0 };
      out = openFile(join(dir, media.file));
      await write(out, head);
    }
    if (media.kind === "image" && size >= MEDIA_LIMITS.imageBytes) throw supportRefusal("support/image_too_big");
    if (out) {
      if (out.errored) throw out.errored;
      out.end();
      await once(out, "finish");
    }
    return { ...media, size };
  } catch (error) {
    out?.destroy();
    part.file.resume();
    throw error;
  }
}

/**
 * A new file for an attachment. A write still in flight when the upload is abandoned fails with
 * ERR_STREAM_DESTROYED after `destroy()`; that is expected and must not become an unhandled
 * 'error' event (which would end the process).
 */
function openFile(path: string): ReturnType<typeof createWriteStream> {
  const out = createWriteStream(path, { flags: "wx" });
  out.on("error", () => undefined);
  return out;
}

async function write(out: ReturnType<typeof createWriteStream>, chunk: Buffer): Promise<void> {
  if (out.errored) throw out.errored;
  if (!out.write(chunk)) await once(out, "drain");
}
