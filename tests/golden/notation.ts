/**
 * Golden files write cards in RULES.md notation so that a reviewer can read a deal. Card fields
 * are recognised by name; bigints (paise) are written as strings.
 */
import { formatCard, parseCard, type Card } from "@rummy/shared-rules";

const SINGLE = new Set(["card", "cut", "openCard", "openTop", "finish"]);
const LISTS = new Set(["cards", "hand", "open"]);
const NESTED = new Set(["groups"]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function mapCards(value: unknown, key: string | null, convert: (card: unknown) => unknown): unknown {
  if (key !== null && SINGLE.has(key) && value !== null && !Array.isArray(value) && typeof value !== "object") return convert(value);
  if (key !== null && LISTS.has(key) && Array.isArray(value)) return value.map(convert);
  if (key !== null && NESTED.has(key) && Array.isArray(value)) return value.map((g) => (Array.isArray(g) ? g.map(convert) : g));
  if (Array.isArray(value)) return value.map((v) => mapCards(v, null, convert));
  if (typeof value === "bigint") return value.toString();
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapCards(v, k, convert)]));
  }
  return value;
}

export function toNotation(value: unknown): Json {
  return mapCards(value, null, (c) => formatCard(c as Card)) as Json;
}

export function fromNotation<T>(value: unknown): T {
  return mapCards(value, null, (c) => {
    const card = parseCard(String(c));
    if (card === null) throw new Error(`not a card in a golden file: ${String(c)}`);
    return card;
  }) as T;
}
