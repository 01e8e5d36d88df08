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

/** What Take Seat does; the lobby registers the game-popup opener here. Until then it is a no-op. */
export const takeSeatActionAtom = atom<{ run: (seat: TakeSeat) => void } | null>(null);
