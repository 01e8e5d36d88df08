import { atom, getDefaultStore } from "jotai";
import { api } from "../api/client.ts";
import type { Shaped } from "@rummy/shared-rules/contract/shape";
import { SETTINGS_SHAPE } from "@rummy/shared-rules/contract/shell-shapes";
import { readShapedReply } from "../api/contract-reply.ts";

/**
 * GET /setting (SPEC.md sections 3 and 7) plus the compliance policy of DESIGN.md, read with the
 * contract's shape of it (the server's `settingsResponse` is made from the same shape). A reply
 * that does not match is an unexpected reply (logged), and the pages keep their fallbacks, as
 * when the request fails.
 */

/** GET /setting's data, as the contract declares it. */
export type SettingsData = Shaped<typeof SETTINGS_SHAPE>;

export type Maintenance = SettingsData["oMaintenance"];

export interface Settings {
  readonly oMaintenance: Maintenance;
  readonly aRestrictedState: readonly string[];
  /** Cash play is on only when the operator switched it on (India's Online Gaming Act 2025). */
  readonly moneyGamesEnabled: boolean;
  readonly oPurchaseRange: SettingsData["oPurchaseRange"];
  /** The whole reply, for features that need fields this module does not name. */
  readonly reply: SettingsData;
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

export function settingsOf(reply: SettingsData): Settings {
  return {
    oMaintenance: reply.oMaintenance,
    aRestrictedState: reply.aRestrictedState,
    moneyGamesEnabled: reply.oCompliance.moneyGamesEnabled,
    oPurchaseRange: reply.oPurchaseRange,
    reply,
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
      const settings = settingsOf(readShapedReply(SETTINGS_SHAPE, reply, "GET /setting").data);
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
