import { atom, getDefaultStore } from "jotai";

/**
 * Toasts (SPEC.md section 8): "2 s default, 3 s, 4 s, 5 s and 10 s as noted". Errors stay 3 s
 * (section 9's "toasts 3000 ms"), because a 2 s error is gone before most people finish reading it.
 */
export const TOAST_MS = {
  default: 2000,
  error: 3000,
  logoutNotice: 4000,
  profile: 5000,
  realtime: 10_000,
} as const;

export type ToastKind = "info" | "success" | "error";

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly kind: ToastKind;
  readonly durationMs: number;
}

/** At most this many toasts at once; older ones make room (TIGER_STYLE: a limit on everything). */
const MAX_TOASTS = 4;

export const toastsAtom = atom<readonly Toast[]>([]);

const store = getDefaultStore();
let nextId = 1;

export function showToast(message: string, options: { kind?: ToastKind; durationMs?: number } = {}): number {
  const kind = options.kind ?? "info";
  const durationMs = options.durationMs ?? (kind === "error" ? TOAST_MS.error : TOAST_MS.default);
  const toast: Toast = { id: nextId++, message, kind, durationMs };
  // The same message twice in a row (a double click) shows once.
  const current = store.get(toastsAtom).filter((t) => t.message !== message);
  store.set(toastsAtom, [...current, toast].slice(-MAX_TOASTS));
  return toast.id;
}

export function dismissToast(id: number): void {
  store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

export const toastError = (message: string, durationMs?: number) =>
  showToast(message, durationMs === undefined ? { kind: "error" } : { kind: "error", durationMs });
export const toastSuccess = (message: string, durationMs?: number) =>
  showToast(message, durationMs === undefined ? { kind: "success" } : { kind: "success", durationMs });
