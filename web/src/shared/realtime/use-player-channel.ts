import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { whenIdleAfterFirstScreen } from "../first-screen.ts";
import { tokenAtom } from "../session/session.ts";

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
    const cancel = whenIdleAfterFirstScreen(() => {
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
