import { atom } from "jotai";

/**
 * SPEC.md section 4: the realtime event resTakeTournamentSeat stores the seat data, which drives
 * the shell's Take Seat modal. The realtime connection (built with the lobby) sets this atom.
 */
export interface TakeSeat {
  readonly iTableId: string;
  readonly iTournamentId: string;
}

export const takeSeatAtom = atom<TakeSeat | null>(null);

/** What Take Seat does; the lobby registers the game-popup opener here while it is shown. */
export const takeSeatActionAtom = atom<{ run: (seat: TakeSeat) => void } | null>(null);

/**
 * A Take Seat pressed on another page: the shell goes to the lobby with it, and the lobby opens
 * the seat as soon as it registers its opener.
 */
export const pendingTakeSeatAtom = atom<TakeSeat | null>(null);
