import { tournament } from "@rummy/shared-rules/contract/tournaments";
import type { TournamentReply } from "./tournament.ts";

type Over = Omit<Partial<TournamentReply>, "oEntryFee"> & { oEntryFee?: Partial<TournamentReply["oEntryFee"]> };

/** Tests only: a tournament reply the contract accepts (parsed by it), with the fields a test names. */
export function tournamentReply(over: Over = {}): TournamentReply {
  return tournament.parse({
    _id: "0b5d2c1e-aaaa-bbbb-cccc-1234abcd5678",
    sName: "Free Roll",
    eState: "upcoming",
    eFormat: "knockout_deals",
    eEntryType: "free",
    nJoined: 0,
    nTotalSeat: 6,
    nWaitlist: 0,
    nMaxWaitlist: 0,
    nMinPlayers: 2,
    nSeatsPerTable: 6,
    nBotFillTo: 0,
    nBots: 0,
    nTotalWinning: 0,
    nWinTicketCount: 0,
    dJoiningStartAt: "2026-01-01T10:00:00.000Z",
    dJoiningEndAt: "2026-01-01T11:00:00.000Z",
    dTournamentStartAt: "2026-01-01T11:00:00.000Z",
    nStrategicTime: 30_000,
    canJoin: false,
    oParticipantData: null,
    nParticipantPosition: 0,
    aRoundInfo: [],
    sCancelReason: null,
    ...over,
    oEntryFee: { nAmount: 0, eCurrency: "FREE", sTicketName: null, ...over.oEntryFee },
  });
}
