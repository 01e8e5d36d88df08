/**
 * How a call to an external system ended when it did not answer normally. The distinction
 * decides what money may do next:
 * - `unknown`: a timeout, a connection drop or a 5xx. The provider may have acted (a payout may
 *   exist), so nothing is released or retried blindly: the outcome is looked up by our own id.
 * - `rejected`: the provider answered that it did not and will not act (a 4xx or an explicit
 *   refusal). Nothing happened on its side; the caller may fail the request and release funds.
 */
export type ProviderErrorKind = "unknown" | "rejected";

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
