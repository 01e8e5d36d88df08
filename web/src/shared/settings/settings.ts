import { atom, getDefaultStore } from "jotai";
import { api } from "../api/client.ts";

/**
 * GET /setting (SPEC.md sections 3 and 7) plus the compliance policy of DESIGN.md. The reply is
 * read defensively: every field is optional and checked, so a partial reply never breaks a page.
 */

export interface Maintenance {
  readonly eMode: string;
  readonly eState: string;
  readonly dEndAt: string | null;
}

export interface Settings {
  readonly oMaintenance: Maintenance | null;
  readonly aRestrictedState: readonly string[];
  /** Cash play is on only when the operator switched it on (India's Online Gaming Act 2025). */
  readonly moneyGamesEnabled: boolean;
  readonly oPurchaseRange: { readonly nMinimum: number; readonly nMaximum: number } | null;
  /** The whole reply, for features that need fields this module does not name. */
  readonly raw: Readonly<Record<string, unknown>>;
}

/**
 * SPEC.md section 1's location-check list, shown only until GET /setting answers (the server's
 * list, seeded from the same source, replaces it).
 */
export const FALLBACK_RESTRICTED_STATES = [
  "Andhra Pradesh",
  "Assam",
  "Meghalaya",
  "Nagaland",
  "Odisha",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readMaintenance(value: unknown): Maintenance | null {
  if (!isRecord(value)) return null;
  const { eMode, eState, dEndAt } = value;
  return { eMode: String(eMode ?? ""), eState: String(eState ?? ""), dEndAt: typeof dEndAt === "string" ? dEndAt : null };
}

function readStates(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const states = value.filter((s): s is string => typeof s === "string" && s.trim() !== "");
  return states.length > 0 ? states : null;
}

/** The compliance policy: `oCompliance` in GET /setting (`compliance` is the settings row's key). */
function complianceOf(data: Record<string, unknown>): Record<string, unknown> {
  const value = data["oCompliance"] ?? data["compliance"];
  return isRecord(value) ? value : {};
}

function readMoneyGames(data: Record<string, unknown>): boolean {
  const compliance = complianceOf(data);
  if (typeof compliance["moneyGamesEnabled"] === "boolean") return compliance["moneyGamesEnabled"];
  if (typeof data["moneyGamesEnabled"] === "boolean") return data["moneyGamesEnabled"];
  // Unknown means off: the law prohibits money games unless the operator says otherwise.
  return false;
}

function readRange(value: unknown): Settings["oPurchaseRange"] {
  if (!isRecord(value)) return null;
  const { nMinimum, nMaximum } = value;
  return typeof nMinimum === "number" && typeof nMaximum === "number" ? { nMinimum, nMaximum } : null;
}

export function parseSettings(data: unknown): Settings {
  const record = isRecord(data) ? data : {};
  const compliance = complianceOf(record);
  return {
    oMaintenance: readMaintenance(record["oMaintenance"]),
    aRestrictedState: readStates(record["aRestrictedState"]) ?? readStates(compliance["restrictedStates"]) ?? [...FALLBACK_RESTRICTED_STATES],
    moneyGamesEnabled: readMoneyGames(record),
    oPurchaseRange: readRange(record["oPurchaseRange"]),
    raw: record,
  };
}

/** SPEC.md section 4: the maintenance modal shows when eMode is enabled and eState is running. */
export function isMaintenanceRunning(settings: Settings | null): boolean {
  const m = settings?.oMaintenance;
  return Boolean(m && m.eMode === "enabled" && m.eState === "running");
}

export function maintenanceEndMs(settings: Settings | null): number | null {
  const end = settings?.oMaintenance?.dEndAt;
  if (!end) return null;
  const ms = Date.parse(end);
  return Number.isNaN(ms) ? null : ms;
}

export const settingsAtom = atom<Settings | null>(null);
/** Set true to show the maintenance modal (the shell on load; Play, join and Take Seat later). */
export const maintenanceModalOpenAtom = atom(false);

const store = getDefaultStore();
let inFlight: Promise<Settings> | null = null;

/** Fetches the settings once at a time and stores them; other features await the same promise. */
export function loadSettings(options: { loader?: boolean } = {}): Promise<Settings> {
  inFlight ??= api
    .get<unknown>("/setting", { loader: options.loader ?? false })
    .then((reply) => {
      const settings = parseSettings(reply.data);
      store.set(settingsAtom, settings);
      return settings;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Shows the maintenance modal when maintenance is running; returns whether it did. */
export function blockIfMaintenance(settings: Settings | null = store.get(settingsAtom)): boolean {
  if (!isMaintenanceRunning(settings)) return false;
  store.set(maintenanceModalOpenAtom, true);
  return true;
}
