import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_HEADER, isMoneyPath } from "./action-keys.ts";
import { api, ApiError } from "./client.ts";

/** The money calls carry one Idempotency-Key per user action, not one per HTTP attempt. */

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

let fetchMock: ReturnType<typeof vi.fn>;
const keysSent = () => fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);
const ok = () => reply(200, { message: "success.", data: { sTransactionId: "T1" } });
const payout = { nAmount: 500, modeOfPay: "IMPS", Ben_Acct_No: "50100012341111" };

beforeEach(() => {
  localStorage.setItem("Token", "tok-1");
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("Idempotency-Key on money calls", () => {
  it("a double click sends one request with one key, and both clicks get its reply", async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const first = api.post("/transaction/rbl/payout", payout);
    const second = api.post("/transaction/rbl/payout", { ...payout });
    answer(ok());
    const [a, b] = await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keysSent()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).toBe(b);
  });

  it("retrying the same action after no reply, a 5xx or a 409 sends the same key", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("network down"))
      .mockResolvedValueOnce(reply(500, { message: "Something went wrong on our side. Please try again." }))
      .mockResolvedValueOnce(reply(409, { message: "A request with this Idempotency-Key is still being processed." }))
      .mockResolvedValueOnce(ok());
    for (let i = 0; i < 3; i++) await expect(api.post("/transaction/rbl/payout", payout)).rejects.toBeInstanceOf(ApiError);
    await api.post("/transaction/rbl/payout", payout);
    const keys = keysSent();
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("after a final answer (2xx or 4xx) the same form submitted again is a new action with a new key", async () => {
    fetchMock
      .mockResolvedValueOnce(ok())
      .mockResolvedValueOnce(reply(400, { message: "Insufficient balance" }))
      .mockResolvedValueOnce(ok());
    await api.post("/rummy/table/private/create", { nTablePoint: 0.1, nMaxPlayer: 2 });
    await expect(api.post("/rummy/table/private/create", { nTablePoint: 0.1, nMaxPlayer: 2 })).rejects.toThrow("Insufficient balance");
    await api.post("/rummy/table/private/create", { nTablePoint: 0.1, nMaxPlayer: 2 });
    const keys = keysSent();
    expect(new Set(keys).size).toBe(3);
  });

  it("a different request is a different action, and other calls carry no key", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(ok()));
    await Promise.all([api.post("/transaction/buycash", { nAmount: 500 }), api.post("/transaction/buycash", { nAmount: 700 })]);
    await api.post("/transaction/rbl/checkstatus", { sTransactionId: "T1" });
    await api.get("/transaction/depositLimit");
    const keys = keysSent();
    expect(keys[0]).toBeDefined();
    expect(keys[1]).toBeDefined();
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual([undefined, undefined]);
  });
});

describe("which calls move money", () => {
  it.each([
    ["/transaction/buycash", true],
    ["/tournament/join", true],
    ["/tournament/withdraw/6650f1c2a1b2c3d4e5f60718", true],
    ["/tournament/withdraw/", false],
    ["/tournament/list", false],
    ["/profile", false],
  ])("%s: %s", (path, money) => {
    expect(isMoneyPath(path)).toBe(money);
  });
});
