import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * PGlite is a database inside one process: a second process that opens the same directory does
 * not wait or fail, it silently works on its own copy and the two overwrite each other's files.
 * Whoever opens `<DATA_DIR>/pglite` (the server of `npm start`, or `npm run operator`) claims it
 * first with a pid file; a live owner makes the other refuse with a message naming it.
 */
export interface PgliteClaim {
  release(): void;
}

export class PgliteBusyError extends Error {}

interface Owner {
  readonly pid: number;
  readonly who: string;
}

export function ownerFile(dataDir: string): string {
  return resolve(dataDir, "pglite.owner");
}

function readOwner(file: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<Owner>;
    return typeof parsed.pid === "number" && typeof parsed.who === "string" ? { pid: parsed.pid, who: parsed.who } : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Claims the embedded database of `dataDir` for this process, or throws PgliteBusyError. */
export function claimPglite(dataDir: string, who: string): PgliteClaim {
  mkdirSync(dataDir, { recursive: true });
  const file = ownerFile(dataDir);
  const body = JSON.stringify({ pid: process.pid, who });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // `wx` creates the file only if it does not exist: two claimants cannot both win.
      writeFileSync(file, body, { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && alive(owner.pid)) {
        throw new PgliteBusyError(
          `The embedded database in ${resolve(dataDir, "pglite")} is open in ${owner.who} (pid ${owner.pid}). ` +
            "PGlite allows one process at a time: stop it first (Ctrl+C in its terminal), then run this again. " +
            "With DATABASE_URL (a real PostgreSQL) both can run together.",
        );
      }
      // A crashed owner left its file behind: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new PgliteBusyError(`Could not claim ${file}: another process keeps creating it.`);
}
