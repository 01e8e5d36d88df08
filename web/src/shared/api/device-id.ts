import { readStorage, writeStorage } from "../session/storage-keys.ts";

/**
 * A stable id for this browser, made once and kept in localStorage, sent as `x-device-id` on
 * every API call. The server links accounts used from one browser (fair play, issue 20); it is
 * not a secret and proves nothing on its own.
 */
export const DEVICE_ID_HEADER = "x-device-id";
const KEY = "DeviceId";
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

let memory: string | undefined;

/** 128 random bits in hex; getRandomValues works on plain http too (randomUUID needs a secure page). */
function newId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function deviceId(): string {
  const saved = readStorage(KEY);
  if (saved && VALID.test(saved)) return saved;
  // Without storage the id lasts as long as the tab, rather than changing on every call.
  memory ??= newId();
  writeStorage(KEY, memory);
  return memory;
}
