import { ApiError, errorMessage, replyCode } from "../../../shared/api/client.ts";

/**
 * What a failed join does (SPEC.md sections 4 and 8): 'Insufficient Rummy chips' is a toast for
 * 3 s; maintenance shows the maintenance modal; the operator's cash switch explains itself in the
 * cash tab; anything else is a toast and opens the joined-games modal.
 */
export const INSUFFICIENT_CHIPS = "Insufficient Rummy chips";
export const MAINTENANCE_REPLY = "The game is currently under maintenance.";

export type JoinFailure =
  | { readonly kind: "insufficient"; readonly message: string }
  | { readonly kind: "maintenance"; readonly message: string }
  | { readonly kind: "cash-off"; readonly message: string }
  | { readonly kind: "other"; readonly message: string };

export function classifyJoinError(error: unknown): JoinFailure {
  const message = errorMessage(error);
  // The code decides as well as the words: a Hindi reply (issue 21) words the same refusal in Hindi.
  const code = error instanceof ApiError ? replyCode({ data: error.data }) : "";
  if (message === INSUFFICIENT_CHIPS || code === "wallet/insufficient_funds" || code === "tournament/insufficient_chips") return { kind: "insufficient", message };
  if (message.startsWith(MAINTENANCE_REPLY) || code === "lobby/maintenance" || (error instanceof ApiError && error.status === 503 && /maintenance/i.test(message))) return { kind: "maintenance", message };
  if (error instanceof ApiError && error.status === 403 && (/switched off/i.test(message) || code === "compliance/money_games_off")) return { kind: "cash-off", message };
  return { kind: "other", message };
}
