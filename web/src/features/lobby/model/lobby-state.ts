import { atom } from "jotai";
import type { JoinedGame } from "../api/lobby-api.ts";

/** The lobby's shared state: what several of its panels and modals read. */

/** The joined-games popup (opened by its button and by join failures, SPEC.md section 4). */
export const joinedModalOpenAtom = atom(false);
export const joinedGamesAtom = atom<readonly JoinedGame[] | null>(null);

/** A game popup the browser blocked: the lobby offers a button that opens it from a click. */
export const blockedPopupAtom = atom<{ readonly url: string; readonly name: string } | null>(null);

/** The server's refusal when cash play is switched off (also known from GET /setting). */
export const cashRefusalAtom = atom<string | null>(null);

/** Bumped after a join so every table list reloads. */
export const tablesVersionAtom = atom(0);

/** Where the cash lobby keeps the 2 / 6 players choice (SPEC.md: "remembered in a stored setting"). */
export const CASH_PLAYERS_KEY = "LobbyCashPlayers";
