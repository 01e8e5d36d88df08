import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { tokenAtom } from "../session/session.ts";

/** Runs `task` once the browser is idle (the page painted), at most `timeout` ms later. */
function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * SPEC.md section 4: while a token exists the realtime channel is open, and it closes when the
 * token goes away (logout, a 401, another tab logging out). The channel and colyseus.js load
 * in their own chunk once the page is idle, so they never compete with the first paint.
 */
export function usePlayerChannel(): void {
  const token = useAtomValue(tokenAtom);
  useEffect(() => {
    if (!token) return;
    let closed = false;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      import("./live-channel.ts")
        .then(({ openPlayerChannel }) => {
          if (closed) return;
          const channel = openPlayerChannel(token);
          stop = () => channel.stop();
        })
        .catch(() => undefined);
    });
    return () => {
      closed = true;
      cancel();
      stop?.();
    };
  }, [token]);
}
