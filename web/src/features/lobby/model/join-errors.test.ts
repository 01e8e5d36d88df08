import { describe, expect, it } from "vitest";
import { ApiError, SERVER_UNAVAILABLE } from "../../../shared/api/client.ts";
import { classifyJoinError } from "./join-errors.ts";

describe("join failures", () => {
  it.each([
    [new ApiError("Insufficient Rummy chips", 400), "insufficient"],
    [new ApiError("The game is currently under maintenance.", 503), "maintenance"],
    [new ApiError("Cash games are switched off. You can still play practice tables.", 403), "cash-off"],
    [new ApiError("We are not available in your location", 403), "other"],
    [new ApiError("This private table is full.", 409), "other"],
    [new Error("boom"), "other"],
  ])("%s -> %s", (error, kind) => expect(classifyJoinError(error).kind).toBe(kind));

  it.each([
    [new ApiError("पर्याप्त रमी चिप्स नहीं हैं", 400, { code: "wallet/insufficient_funds" }), "insufficient"],
    [new ApiError("गेम अभी रखरखाव में है।", 503, { code: "lobby/maintenance" }), "maintenance"],
    [new ApiError("कैश गेम बंद हैं। आप अब भी प्रैक्टिस टेबल खेल सकते हैं।", 403, { code: "compliance/money_games_off" }), "cash-off"],
    [new ApiError("हम आपके स्थान पर उपलब्ध नहीं हैं", 403, { code: "compliance/restricted_state" }), "other"],
  ])("a Hindi reply is known by its code: %s -> %s", (error, kind) => expect(classifyJoinError(error).kind).toBe(kind));

  it("says 'Server is unavailable.' when there was no reply", () => {
    expect(classifyJoinError(new ApiError(SERVER_UNAVAILABLE, null))).toEqual({ kind: "other", message: SERVER_UNAVAILABLE });
  });
});
