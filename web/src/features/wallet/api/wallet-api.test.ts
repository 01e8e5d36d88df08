import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api/client.ts";
import { IDEMPOTENCY_HEADER } from "../../../shared/api/action-keys.ts";
import { postWithToken } from "./wallet-api.ts";

// The payment gateway page posts with its own one-time token; its money calls still carry one
// Idempotency-Key per user action (shared/api/action-keys.test.ts covers the logged-in calls).

const ok = () => new Response(JSON.stringify({ message: "success.", data: { sTransactionId: "T1" } }), { status: 200, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;
const keysSent = () => fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Idempotency-Key on the gateway page's calls", () => {
  it("the payment gateway page's bank payment (its own token) carries the key the same way", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("network down")).mockResolvedValueOnce(ok()).mockResolvedValueOnce(ok());
    const form = { nAmount: "1000.50", debitAccountNo: "77700011112221", modeOfPay: "IMPS" };
    await expect(postWithToken("/transaction/rbl/payout", form, "gateway-token")).rejects.toBeInstanceOf(ApiError);
    await postWithToken("/transaction/rbl/payout", form, "gateway-token");
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await postWithToken("/transaction/rbl/checkstatus", { sTransactionId: "T1" }, "gateway-token");
    expect(keysSent()[2]).toBeUndefined();
  });
});
