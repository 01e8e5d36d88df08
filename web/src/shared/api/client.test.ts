import { getDefaultStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_NOT_FOUND, api, ApiError, errorMessage, onSessionProblem, SERVER_UNAVAILABLE } from "./client.ts";
import { pendingRequestsAtom } from "./pending.ts";

/** The shared client: token out, message in, headers read, failures named (SPEC.md sections 6-8). */

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { "content-type": "application/json", ...headers } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let problems: string[];
let stopListening: () => void;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  problems = [];
  stopListening = onSessionProblem((p) => problems.push(p));
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe("requests", () => {
  it("sends the saved token as the authorization header, and JSON bodies", async () => {
    localStorage.setItem("Token", "tok-1");
    fetchMock.mockResolvedValue(reply(200, { message: "success.", data: { ok: true } }));
    const result = await api.post<{ ok: boolean }>("/auth/x", { a: 1 }, { headers: { verification: "v-1" } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/v1/auth/x");
    expect(init.headers).toMatchObject({ authorization: "tok-1", verification: "v-1", "content-type": "application/json" });
    expect(init.body).toBe('{"a":1}');
    expect(result.data).toEqual({ ok: true });
    expect(result.message).toBe("success.");
  });

  it("sends no authorization header without a token", async () => {
    fetchMock.mockResolvedValue(reply(200, { message: "", data: {} }));
    await api.get("/setting");
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty("authorization");
  });

  it("exposes the authorization and verification response headers", async () => {
    fetchMock.mockResolvedValue(reply(200, { message: "ok", data: {} }, { authorization: "new-token", verification: "ver-9" }));
    const result = await api.post("/auth/otp/verify");
    expect(result.authorization).toBe("new-token");
    expect(result.verification).toBe("ver-9");
  });

  it("counts running requests for the full-screen loader, unless told not to", async () => {
    let finish: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    const running = api.get("/profile");
    expect(getDefaultStore().get(pendingRequestsAtom)).toBe(1);
    finish(reply(200, { message: "", data: {} }));
    await running;
    expect(getDefaultStore().get(pendingRequestsAtom)).toBe(0);
    fetchMock.mockResolvedValue(reply(200, { message: "", data: {} }));
    const quiet = api.get("/profile", { loader: false });
    expect(getDefaultStore().get(pendingRequestsAtom)).toBe(0);
    await quiet;
  });
});

describe("failures", () => {
  it.each([
    ["data.message", { message: "outer", data: { message: "Invalid credentials" } }, "Invalid credentials"],
    ["message when data has none", { message: "Too many requests.", data: {} }, "Too many requests."],
  ])("reads %s", async (_name, body, expected) => {
    fetchMock.mockResolvedValue(reply(400, body));
    await expect(api.post("/auth/login/simple")).rejects.toMatchObject({ message: expected, status: 400 });
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an HTML gateway page", () => Promise.resolve(new Response("<html>502</html>", { status: 502 }))],
    ["an empty 503", () => Promise.resolve(new Response("", { status: 503 }))],
  ])("says 'Server is unavailable.' for %s", async (_name, answer) => {
    fetchMock.mockImplementation(answer);
    const error = await api.get("/profile").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe(SERVER_UNAVAILABLE);
    expect((error as ApiError).status).toBeNull();
  });

  it("a 401 on a request that carried a token is a session problem; without a token it is not", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(reply(401, { message: "Authentication Error, Please try logging again", data: {} })));
    await expect(api.get("/profile")).rejects.toBeInstanceOf(ApiError);
    expect(problems).toEqual([]);
    localStorage.setItem("Token", "revoked");
    await expect(api.get("/profile")).rejects.toBeInstanceOf(ApiError);
    expect(problems).toEqual(["unauthorized"]);
  });

  it("the account-not-found message is a session problem too", async () => {
    fetchMock.mockResolvedValue(reply(404, { message: ACCOUNT_NOT_FOUND, data: { message: ACCOUNT_NOT_FOUND } }));
    await expect(api.post("/auth/password/forgot")).rejects.toMatchObject({ message: ACCOUNT_NOT_FOUND });
    expect(problems).toEqual(["account-not-found"]);
  });

  it("keeps the verification header and data of a refusal (login with an unverified mobile)", async () => {
    fetchMock.mockResolvedValue(
      reply(403, { message: "Mobile number not verified.", data: { verification: "v-2", nExpiresIn: 120 } }, { verification: "v-2" }),
    );
    const error = (await api.post("/auth/login/simple").catch((e: unknown) => e)) as ApiError;
    expect(error.verification).toBe("v-2");
    expect(error.data).toEqual({ verification: "v-2", nExpiresIn: 120 });
  });
});

describe("errorMessage in the player's language (issue 21)", () => {
  it("says the two failures this browser writes itself in Hindi to a Hindi player, and a server's sentence as sent", async () => {
    const { i18n } = await import("../i18n/i18n.ts");
    const { COMMON } = await import("../i18n/common.ts");
    const hindi = (await import("../i18n/hi.ts")).default;
    expect(errorMessage(new Error("offline"))).toBe("Server is unavailable.");
    i18n.addResourceBundle("hi", COMMON, hindi, true, true);
    await i18n.changeLanguage("hi");
    try {
      expect(errorMessage(new Error("offline"))).toBe("सर्वर उपलब्ध नहीं है।");
      expect(errorMessage(new ApiError("Unexpected reply from the server.", 200, null))).toBe("सर्वर से अनपेक्षित जवाब मिला।");
      expect(errorMessage(new ApiError("गलत लॉगिन विवरण", 400, null))).toBe("गलत लॉगिन विवरण");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
