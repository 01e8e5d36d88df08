/**
 * Loads the overlays of ui/later.ts after the table's first frame: on a slow phone their code
 * (and the requests the tournament header makes) would otherwise be parsed and run on the way to
 * the first drawn table. The table asks for them once the browser is idle, at most two seconds
 * after it mounts; a dialog asked for before then opens as soon as they arrive.
 */
import { useEffect, useSyncExternalStore } from "react";

type Later = typeof import("./later.ts");

let later: Later | null = null;
let loading: Promise<Later> | null = null;
const listeners = new Set<() => void>();

/** Fetches the later overlays (once; a failed fetch may be tried again). */
export function loadLater(): Promise<Later> {
  loading ??= import("./later.ts").then(
    (module) => {
      later = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const RETRY_MS = 3000;
const MAX_TRIES = 5;

/** The later overlays once loaded (null until then); starts loading them when the browser is idle. */
export function useLater(): Later | null {
  const loaded = useSyncExternalStore(subscribe, () => later);
  useEffect(() => {
    if (later) return;
    let timer = 0;
    let idle = 0;
    let tries = 0;
    const attempt = () => {
      tries += 1;
      loadLater().catch(() => {
        if (tries < MAX_TRIES) timer = window.setTimeout(attempt, RETRY_MS);
      });
    };
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(attempt, { timeout: 2000 });
    else timer = window.setTimeout(attempt, 200);
    return () => {
      if (idle) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return loaded;
}
