/**
 * Work that can wait for a page's first screen (issue 22). On a cheap phone the lobby's Play
 * buttons and the game window's first drawn table are what the player waits for; the player
 * channel (colyseus.js, its events' zod contract, a socket) loading beside them took the main
 * thread and the network first, because a phone waiting for a reply is "idle". A page whose
 * entry calls `expectFirstScreen` says later when that screen is shown; `afterFirstScreen` work
 * waits for it, or for FIRST_SCREEN_WAIT_MS at most. On any other page it runs at once.
 */
import { useEffect, useState } from "react";

export const FIRST_SCREEN_WAIT_MS = 8000;

let expected = false;
let shown = false;
const waiting = new Set<() => void>();

/** Called by an entry, before it renders, for a page that will call `firstScreenShown`. */
export function expectFirstScreen(): void {
  expected = true;
}

/** The page's first screen is shown: waiting work may start. */
export function firstScreenShown(): void {
  shown = true;
  for (const run of waiting) run();
}

/** Runs `task` once this page's first screen is shown (see above); returns its cancel. */
export function afterFirstScreen(task: () => void): () => void {
  if (shown || !expected) {
    task();
    return () => undefined;
  }
  const run = () => {
    window.clearTimeout(timer);
    waiting.delete(run);
    task();
  };
  const timer = window.setTimeout(run, FIRST_SCREEN_WAIT_MS);
  waiting.add(run);
  return () => {
    window.clearTimeout(timer);
    waiting.delete(run);
  };
}

/** Runs `task` once the browser is idle, at most `timeout` ms later (without idle callbacks, after `fallbackMs`); returns its cancel. */
export function onIdle(task: () => void, timeout: number, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the page has loaded, its first screen is shown (the lobby's Play buttons, the
 * game window's table) and the browser is then idle (at most `timeout` ms later); returns its
 * cancel. Idle alone came too soon, and so did the load: a phone waiting for the lobby's table
 * list is idle, and background work then took the network and the main thread before the Play
 * buttons showed.
 */
export function whenIdleAfterFirstScreen(task: () => void, timeout = 2000): () => void {
  // Two cancels: afterFirstScreen may run its task (and start the idle wait) before it returns.
  let cancelWait: () => void = () => undefined;
  let cancelIdle: () => void = () => undefined;
  const loaded = () => {
    cancelWait = afterFirstScreen(() => {
      cancelIdle = onIdle(task, timeout);
    });
  };
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
  return () => {
    window.removeEventListener("load", loaded);
    cancelWait();
    cancelIdle();
  };
}

/** Whether this page's first screen is shown (true at once on a page that expects none): for parts that can wait for it. */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(() => shown || !expected);
  useEffect(() => (ready ? undefined : afterFirstScreen(() => setReady(true))), [ready]);
  return ready;
}
