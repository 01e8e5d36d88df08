import { atom, getDefaultStore } from "jotai";

/** How many requests are running; the full-screen loader shows while it is above zero. */
export const pendingRequestsAtom = atom(0);

const store = getDefaultStore();

/** Counts a piece of work (a request, a location read) for the loader while it runs. */
export async function trackPending<T>(work: () => Promise<T>): Promise<T> {
  store.set(pendingRequestsAtom, (n) => n + 1);
  try {
    return await work();
  } finally {
    store.set(pendingRequestsAtom, (n) => Math.max(0, n - 1));
  }
}
