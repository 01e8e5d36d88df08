/**
 * SPEC.md sections 4 and 9: a failed status check is retried 2 more times, 1 s apart (3 attempts
 * in all); then the last error is thrown.
 */
export const STATUS_ATTEMPTS = 3;
export const STATUS_RETRY_MS = 1000;

export async function withRetries<T>(check: () => Promise<T>, sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  let last: unknown;
  for (let attempt = 1; attempt <= STATUS_ATTEMPTS; attempt++) {
    try {
      return await check();
    } catch (error) {
      last = error;
      if (attempt < STATUS_ATTEMPTS) await sleep(STATUS_RETRY_MS);
    }
  }
  throw last;
}

/** SPEC.md section 7: refNo defaults to a fixed prefix plus the transaction id when RefNo is missing. */
export const REF_PREFIX = "REF";
export const refNoFor = (refNo: string | null | undefined, tranId: string) => (refNo ? refNo : `${REF_PREFIX}${tranId}`);
