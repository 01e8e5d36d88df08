import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { afterFirstScreen } from "../first-screen.ts";
import { tokenAtom } from "../session/session.ts";

/** Runs `task` once the browser is idle, at most `timeout` ms later. */
function onIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the page has loaded, its first screen is shown (first-screen.ts: the lobby's
 * Play buttons, the game window's table) and the browser is then idle (at most `timeout` ms
 * later). Idle alone came too soon, and so did the load: a phone waiting for the lobby's table
 * list is idle, and the channel's code then took the network and the main thread before the Play
 * buttons showed.
 */
function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancel: () => void = () => undefined;
  const loaded = () => {
    cancel = afterFirstScreen(() => {
      cancel = onIdle(task, timeout);
    });
  };
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
  return () => {
    window.removeEventListener("load", loaded);
    cancel();
  };
}

/**
 * SPEC.md section 4: while a token exists the realtime channel is open, and it closes when the
 * token goes away (logout, a 401, another tab logging out). The channel and colyseus.js load
 * in their own chunk once the page has loaded, shown its first screen and is idle, so they never
 * compete with it.
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
