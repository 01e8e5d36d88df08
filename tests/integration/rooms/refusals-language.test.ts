import { createServer } from "node:net";
import { ColyseusTestServer } from "@colyseus/testing";
import type { Room } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { makePlayers, waitFor, type Player } from "./support.ts";

/**
 * Issue 21: a table's refusal speaks the language the player's account chose (`eLanguage`, read
 * with the session when the socket joins); an account that chose nothing, or English, gets the
 * room's English word for word.
 */

const NOT_NOW = { en: "Points tables have no rejoin or split.", hi: "पॉइंट्स टेबल पर रीजॉइन या स्प्लिट नहीं होता।" };
const NOT_SEATED = { en: "You do not hold a seat at this table.", hi: "इस टेबल पर आपकी कोई सीट नहीं है।" };
const SLOW = { turnSeconds: 30, timeBankSeconds: 0, startDelayMs: 60_000 };

/** A port free now: colyseus' test server addresses the game server by the port it was told to listen on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

let platform: TestPlatform;
let colyseus: ColyseusTestServer;
beforeAll(async () => {
  platform = await bootTestPlatform("rooms_language", { PORT: String(await freePort()), ALLOW_TEST_TABLE_OPTIONS: "practice" });
  colyseus = new ColyseusTestServer(platform.running.gameServer);
}, 120_000);
afterAll(async () => platform?.close());

/** The player's own practice points table (the start held back, so the table stays as it is). */
async function ownTable(player: Player): Promise<string> {
  const join = await player.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05, oRoomOptions: SLOW });
  expect(join.status).toBe(200);
  return join.body.data.iTableId;
}

/** Sends a split proposal (refused at a points table) and returns the `error` that answers it. */
async function refusalOf(room: Room): Promise<{ code: string; message: string; type?: string }> {
  const errors: { code: string; message: string; type?: string }[] = [];
  room.onMessage("error", (m: { code: string; message: string; type?: string }) => errors.push(m));
  room.send("split", { action: "propose" });
  return waitFor("the refusal", () => errors[0]);
}

describe("a table's refusals in the player's language", () => {
  it("answers a Hindi account in Hindi and any other in the room's English, with the same code", async () => {
    const [hindi, english, unchosen] = await makePlayers(platform.running.platform, platform.url, 3);
    expect((await hindi!.api.post("/profile", { eLanguage: "hi" })).status).toBe(200);
    expect((await english!.api.post("/profile", { eLanguage: "en" })).status).toBe(200);
    const answers = [];
    for (const player of [hindi!, english!, unchosen!]) {
      const table = colyseus.getRoomById(await ownTable(player));
      const room = await colyseus.connectTo(table, { token: player.token });
      answers.push(await refusalOf(room));
      await room.leave();
    }
    expect(answers).toEqual([
      { code: "room/not_now", message: NOT_NOW.hi, type: "split" },
      { code: "room/not_now", message: NOT_NOW.en, type: "split" },
      { code: "room/not_now", message: NOT_NOW.en, type: "split" },
    ]);
  });

  it("refuses a join without a seat in the player's language", async () => {
    const [owner, hindi, english] = await makePlayers(platform.running.platform, platform.url, 3);
    expect((await hindi!.api.post("/profile", { eLanguage: "hi" })).status).toBe(200);
    const table = colyseus.getRoomById(await ownTable(owner!));
    await expect(colyseus.connectTo(table, { token: hindi!.token })).rejects.toThrow(NOT_SEATED.hi);
    await expect(colyseus.connectTo(table, { token: english!.token })).rejects.toThrow(NOT_SEATED.en);
  });
});
