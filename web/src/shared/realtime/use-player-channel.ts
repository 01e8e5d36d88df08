import { useAtomValue } from "jotai";
import { useEffect } from "react";
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
 * Runs `task` once the page has loaded and the browser is then idle (at most `timeout` ms after
 * the load). Idle alone came too soon: a phone waiting for the lobby's table list is idle, and the
 * channel's code then took the network and the main thread before the Play buttons showed.
 */
function whenIdle(task: () => void, timeout = 2000): () => void {
  if (document.readyState === "complete") return onIdle(task, timeout);
  let cancel: () => void = () => undefined;
  const loaded = () => {
    cancel = onIdle(task, timeout);
  };
  window.addEventListener("load", loaded, { once: true });
  return () => {
    window.removeEventListener("load", loaded);
    cancel();
  };
}

/**
 * SPEC.md section 4: while a token exists the realtime channel is open, and it closes when the
 * token goes away (logout, a 401, another tab logging out). The channel and colyseus.js load
 * in their own chunk once the page has loaded and is idle, so they never compete with the first
 * screen.
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
