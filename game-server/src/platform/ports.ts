import type { Db, DbHandle } from "@rummy/db";
import type { Config } from "../config.ts";
import type { KycProvider } from "../providers/kyc/types.ts";
import type { OtpSender } from "../providers/otp/types.ts";
import type { PaymentsProvider } from "../providers/payments/types.ts";
import type { PayoutsProvider } from "../providers/payouts/types.ts";
import type { SessionTokens } from "../services/auth/session-tokens.ts";
import type { PlayerEvent } from "../services/realtime/events.ts";
import type { DealLogWriter } from "../services/tables/deal-log.ts";

/** The time as the platform sees it; tests and the tournament clock pass their own. */
export interface Clock {
  now(): Date;
}

/** Events to a player's open browsers (services/realtime); a lost one costs a refresh, never money. */
export interface Realtime {
  notifyPlayer(userId: string, event: PlayerEvent, target?: { sessionId?: string }): void;
  notifyBalanceChanged(userIds: Iterable<string | null | undefined>): void;
}

/**
 * The running platform's ports, built once by the composition root (`buildPlatform`, in
 * server.ts) and handed to routes, services, rooms and jobs: nothing below reads a registry or a
 * global to find its database, its providers or its clock.
 */
export interface Platform {
  readonly config: Config;
  readonly dbHandle: DbHandle;
  readonly db: Db;
  readonly version: string;
  readonly clock: Clock;
  readonly payments: PaymentsProvider;
  readonly payouts: PayoutsProvider;
  readonly kyc: KycProvider;
  readonly otp: OtpSender;
  /** The action log's group-committing writer (services/tables/deal-log.ts). */
  readonly dealLog: DealLogWriter;
  /** Signs and reads session tokens (services/auth/session-tokens.ts); `verifyPlayerToken` adds the live-session check. */
  readonly tokens: SessionTokens;
  readonly realtime: Realtime;
}

/**
 * What a table room and its parts may use of the platform: the settings, the database and the
 * action log (the room keeps time with its own Colyseus clock). Not the payment, payout, KYC or
 * SMS providers, and not the session tokens (the room checks a token through `defineRooms`' check).
 */
export type TablePorts = Pick<Platform, "config" | "db" | "dealLog">;

/**
 * What `defineRooms` hands each room type as its define() options: Colyseus passes them to
 * `onCreate(options)`, merged last over the creator's options (so no client can supply them).
 */
export interface RoomPorts {
  readonly platform: Platform;
}
