import { errorMessage } from "../../../shared/api/client.ts";
import { TOAST_MS, toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";

/** SPEC.md section 8: profile messages are toasted for 5 seconds, except 'Invalid credentials'. */
export function profileSuccess(message: string): void {
  toastSuccess(message, TOAST_MS.profile);
}

export function profileFailure(error: unknown, fallback?: string): void {
  const message = errorMessage(error) || fallback || "";
  toastError(message, message === "Invalid credentials" ? TOAST_MS.error : TOAST_MS.profile);
}
