// `npm run operator -- <command>`: the operator's switches, on whichever database the platform
// uses. DATABASE_URL set: that PostgreSQL (safe while the server runs; it reads settings on each
// request). Unset: the embedded PGlite under DATA_DIR (default .data), which only one process may
// open, so the command refuses while `npm start` is running and says so.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createDb, type DbHandle } from "@rummy/db";
import { addTournament, OperatorError, parseDuration, readSettings, setCashPlay, setMaintenance } from "./operator-commands.ts";
import { claimPglite, PgliteBusyError, type PgliteClaim } from "./pglite-owner.ts";
import { parseTournamentFile } from "./tournament-file.ts";
import { FairPlayError } from "../services/fairplay/errors.ts";
import { runFairPlayScan } from "../services/fairplay/job.ts";
import { reverseSignal } from "../services/fairplay/reversal.ts";
import { cancelByOperator } from "../services/tournaments/cancellation.ts";
import { isTournamentError } from "../services/tournaments/errors.ts";

const HELP = `Usage: npm run operator -- <command>

  cash on|off                 switch cash play (compliance.moneyGamesEnabled); practice always works
  maintenance <30m|2h|off>    start maintenance now, showing players when it ends; "off" ends it
                              (it ends by itself at that time; "off" ends it at once)
  settings                    print every operator setting
  sql <file>                  run an SQL file, e.g. db/admin/settings.sql, and print what it returns
  tournament add <file.json>  add a tournament (fields: game-server/src/ops/tournament-file.ts)
  tournament cancel <id> --reason "<why>"
                              cancel a tournament before its prizes, running or not: every entry
                              refunded once (fees, practice chips, tickets with their validity
                              extended); the server closes its round tables (deals voided) and
                              tells the players; running it again refunds nothing new
  fairplay scan [days]        run the collusion job now over the last days (default 30) of cash deals
  fairplay reverse <signal id> <operator> <reason>
                              reverse the winnings a pair signal names (ledger reversals, one
                              operation); the queue is in db/admin/fair-play.sql
  help                        this text

Database: DATABASE_URL (a postgres:// URL) if set, else the embedded PGlite in DATA_DIR (.data).
PGlite allows one process at a time: stop npm start first; on PostgreSQL the server may keep running.`;

class UsageError extends Error {}

type Command = (handle: DbHandle) => Promise<void>;

/** The user's path: `npm run` moves to the project root, INIT_CWD is where they typed it. */
function userPath(file: string): string {
  return resolve(process.env["INIT_CWD"] ?? process.cwd(), file);
}

function readUserFile(file: string | undefined, what: string): string {
  if (!file) throw new UsageError(`${what} needs a file name.`);
  try {
    return readFileSync(userPath(file), "utf8");
  } catch (error) {
    throw new OperatorError(`Cannot read ${userPath(file)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function printRows(rows: Record<string, unknown>[]): void {
  if (rows.length === 0) {
    console.log("(no rows)");
    return;
  }
  for (const row of rows) {
    console.log(
      Object.entries(row)
        .map(([k, v]) => `${k}: ${typeof v === "object" && v !== null && !(v instanceof Date) ? JSON.stringify(v) : String(v)}`)
        .join("\n  "),
    );
  }
  console.log(`(${rows.length} row${rows.length === 1 ? "" : "s"})`);
}

/** Turns the arguments into what to run; usage mistakes throw before any database is opened. */
function parseCommand(args: readonly string[]): Command | "help" {
  const [name, ...rest] = args;
  const extra = (n: number) => {
    if (rest.length > n) throw new UsageError(`"${name}" takes ${n === 0 ? "no arguments" : `${n} argument${n === 1 ? "" : "s"}`}; got: ${rest.join(" ")}`);
  };
  switch (name) {
    case undefined:
    case "help":
    case "--help":
    case "-h":
      return "help";
    case "cash": {
      extra(1);
      const [state] = rest;
      if (state !== "on" && state !== "off") throw new UsageError(`cash takes "on" or "off", not ${state ? `"${state}"` : "nothing"}.`);
      return async (handle) => {
        await setCashPlay(handle, state === "on");
        console.log(state === "on" ? "Cash play is ON (deposits and cash tables, for players allowed by the compliance policy)." : "Cash play is OFF (practice only; withdrawals of existing balances stay open).");
      };
    }
    case "maintenance": {
      extra(1);
      const [arg] = rest;
      if (!arg) throw new UsageError('maintenance takes a duration such as 30m or 2h, or "off".');
      if (arg === "off") {
        return async (handle) => {
          await setMaintenance(handle, null);
          console.log("Maintenance is off: tables and entries are open again.");
        };
      }
      const minutes = parseDuration(arg);
      return async (handle) => {
        const endsAt = new Date(Date.now() + minutes * 60_000);
        await setMaintenance(handle, endsAt);
        console.log(`Maintenance is on: players are told it ends at ${endsAt.toISOString()}. End it with: npm run operator -- maintenance off`);
      };
    }
    case "settings":
      extra(0);
      return async (handle) => {
        for (const s of await readSettings(handle)) console.log(`${s.key} (updated ${s.updatedAt})\n  ${JSON.stringify(s.value)}`);
      };
    case "sql": {
      extra(1);
      const text = readUserFile(rest[0], "sql");
      return async (handle) => {
        const sets = await handle.exec(text);
        sets.forEach((rows, i) => {
          if (sets.length > 1) console.log(`-- result ${i + 1}`);
          printRows(rows);
        });
      };
    }
    case "tournament": {
      if (rest[0] === "cancel") return tournamentCancelCommand(rest.slice(1));
      if (rest[0] !== "add") throw new UsageError(`tournament takes "add <file.json>" or "cancel <id> --reason <why>", not ${rest[0] ? `"${rest[0]}"` : "nothing"}.`);
      if (rest.length > 2) throw new UsageError(`"tournament add" takes one file; got: ${rest.slice(1).join(" ")}`);
      const text = readUserFile(rest[1], "tournament add");
      let file;
      try {
        file = parseTournamentFile(text);
      } catch (error) {
        throw new OperatorError(`${rest[1] ?? ""} is not a tournament:\n${(error as Error).message}`);
      }
      return async (handle) => {
        const id = await addTournament(handle, file);
        console.log(`Added tournament "${file.name}" (${id}); registration opens at ${file.registrationOpensAt}.`);
      };
    }
    case "fairplay":
      return fairPlayCommand(rest);
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tournamentCancelCommand(args: readonly string[]): Command {
  const [id, flag, reason, ...more] = args;
  if (!id || flag !== "--reason" || !reason?.trim() || more.length > 0) throw new UsageError('"tournament cancel" takes a tournament id and --reason "<why>" (quote a reason with spaces).');
  if (!UUID.test(id)) throw new UsageError(`"${id}" is not a tournament id (a UUID from db/admin/tournaments.sql).`);
  if (reason.length > 200) throw new UsageError("The reason is shown to the players: at most 200 characters.");
  return async (handle) => {
    try {
      const r = await cancelByOperator({ db: handle.db, now: () => new Date() }, id, reason.trim());
      console.log(
        r.alreadyCancelled
          ? `Already cancelled: ${r.refunded} entr${r.refunded === 1 ? "y" : "ies"} left to refund were refunded now; nothing else moved.`
          : `Cancelled: ${r.refunded} entr${r.refunded === 1 ? "y" : "ies"} refunded. The server closes its round tables and tells the players within a few seconds.`,
      );
    } catch (error) {
      if (isTournamentError(error)) throw new OperatorError(`Not cancelled: ${error.code}${error.detail ? ` (${error.detail})` : ""}.`);
      throw error;
    }
  };
}

function fairPlayCommand(rest: readonly string[]): Command {
  const [sub, ...args] = rest;
  if (sub === "scan") {
    if (args.length > 1) throw new UsageError(`"fairplay scan" takes at most a number of days; got: ${args.join(" ")}`);
    const days = args[0] === undefined ? 30 : Number(args[0]);
    if (!Number.isInteger(days) || days < 1 || days > 365) throw new UsageError(`"${args[0] ?? ""}" is not a number of days from 1 to 365.`);
    return async (handle) => {
      const result = await runFairPlayScan(handle.db, { windowDays: days });
      console.log(`Scanned ${result.deals} settled cash deals of the last ${days} days: ${result.signals.length} signal(s) filed.`);
      for (const s of result.signals) console.log(`  ${s.kind} ${s.userId}${s.otherUserId ? ` <- ${s.otherUserId}` : ""}: score ${s.score.toFixed(1)}, ${s.evidence.count} of ${s.evidence.deals}`);
    };
  }
  if (sub === "reverse") {
    const [signalId, operator, reason] = args;
    if (args.length !== 3 || !signalId || !operator || !reason) throw new UsageError('"fairplay reverse" takes a signal id, your name and a reason (quote names and reasons with spaces).');
    if (!UUID.test(signalId)) throw new UsageError(`"${signalId}" is not a signal id (a UUID from db/admin/fair-play.sql).`);
    return async (handle) => {
      try {
        const r = await reverseSignal(handle.db, signalId, operator, reason);
        console.log(
          `${r.replayed ? "Already done" : "Reversed"}: ${r.deals} deal(s), ${r.reversedPaise} paise back to the giver (${r.feesReturnedPaise} of it from platform fees); ledger operation ${r.operationId}.`,
        );
      } catch (error) {
        if (error instanceof FairPlayError) throw new OperatorError(`Not reversed: ${error.message}`);
        throw error;
      }
    };
  }
  throw new UsageError(`fairplay takes "scan [days]" or "reverse <signal id> <operator> <reason>", not ${sub ? `"${sub}"` : "nothing"}.`);
}

async function main(args: readonly string[]): Promise<number> {
  let command;
  try {
    command = parseCommand(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${HELP}`);
      return 2;
    }
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (command === "help") {
    console.log(HELP);
    return 0;
  }
  const databaseUrl = process.env["DATABASE_URL"] || undefined;
  const dataDir = resolve(process.env["DATA_DIR"] || ".data");
  let claim: PgliteClaim | undefined;
  try {
    if (!databaseUrl) claim = claimPglite(dataDir, "npm run operator");
  } catch (error) {
    if (error instanceof PgliteBusyError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const handle = createDb({ databaseUrl, dataDir, maxConnections: 1 });
  try {
    console.error(`(database: ${databaseUrl ? "PostgreSQL at DATABASE_URL" : `embedded PGlite in ${dataDir}`})`);
    await command(handle);
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await handle.close();
    claim?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("operator failed:", error);
    process.exit(1);
  },
);
