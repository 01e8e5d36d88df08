import { schema } from "@rummy/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer, type TestPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { apiRoutes, label } from "./routes.ts";

/**
 * Player B uses player A's ids on every account call that takes an id: B gets 403 or 404, learns
 * nothing about A's objects, and A's objects are unchanged afterwards.
 */

let platform: TestPlatform;
let a: TestPlayer;
let b: TestPlayer;
const ids = { ticket: "", file: "", otpRequest: "", digilockerRequest: "", deal: "" };

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

beforeAll(async () => {
  platform = await bootTestPlatform("security_idor");
  [a, b] = [await registerPlayer(platform.url), await registerPlayer(platform.url)];
  for (const p of [a, b]) await p.client.post("/profile", { sFullName: "Same Name", dDob: "01-01-1990" });
  const form = new FormData();
  form.append("eCategory", "Other");
  form.append("sDescription", "A's private report");
  form.append("aMedia", new Blob([PNG]), "a.png");
  const ticket = await a.client.upload<{ _id: string; media: string[] }>("/support/addTicket", form);
  ids.ticket = ticket.body.data._id;
  ids.file = ticket.body.data.media[0]?.split("/").pop() ?? "";
  ids.otpRequest = (await a.client.post<{ request_id: string }>("/profile/zoop/adhaar/sendOtp", { sAdharNumber: "234567890123" })).body.data.request_id;
  ids.digilockerRequest = (await a.client.get<{ request_id: string }>("/profile/zoop/kyc/digilocker/adhaar")).body.data.request_id;
  ids.deal = await finishedDealOf(a.id);
});

/** A settled practice deal that A sat in, written straight to the tables (playing one is the game-history suite's business). */
async function finishedDealOf(userId: string): Promise<string> {
  const db = platform.running.platform.db;
  const [table] = await db
    .insert(schema.gameTables)
    .values({ rummyType: "point", gameType: "practice", variantId: "points13", maxPlayers: 2, decks: 2, pointValuePaise: 5n, entryFeePaise: 400n, status: "closed" })
    .returning();
  if (!table) throw new Error("no table");
  await db.insert(schema.tableSeats).values({ tableId: table.id, seat: 0, userId, name: a.userName, buyInPaise: 400n, chipsPaise: 400n, status: "left" });
  const [deal] = await db
    .insert(schema.deals)
    .values({ tableId: table.id, number: 1, setup: {}, seedHex: "a".repeat(64), commitment: "c", players: { "0": userId, "1": null }, status: "settled", revealedAt: new Date() })
    .returning();
  if (!deal) throw new Error("no deal");
  return deal.id;
}
afterAll(async () => platform?.close());

/** Every id-taking account call, as B, with A's ids. */
const ATTEMPTS = [
  { route: "GET /api/v1/support/getTicket/{id}", run: () => b.client.get(`/support/getTicket/${ids.ticket}`) },
  { route: "GET /api/v1/support/media/{id}/{file}", run: () => b.client.get(`/support/media/${ids.ticket}/${ids.file}`) },
  { route: "DELETE /api/v1/support/remove/{id}", run: () => b.client.delete(`/support/remove/${ids.ticket}`) },
  { route: "GET /api/v1/profile/game-history/{dealId}", run: () => b.client.get(`/profile/game-history/${ids.deal}`) },
  {
    route: "POST /api/v1/profile/zoop/adhaar/verifyOtp",
    run: () => b.client.post("/profile/zoop/adhaar/verifyOtp", { sAdharNumber: "234567890123", nOTP: "123456", sRequestId: ids.otpRequest }),
  },
  {
    route: "POST /api/v1/profile/zoop/kyc/digilocker/adhaar/status",
    run: () => b.client.post("/profile/zoop/kyc/digilocker/adhaar/status", { sAdharNumber: "234567890123", request_id: ids.digilockerRequest }),
  },
];

describe("player B with player A's ids", () => {
  it.each(ATTEMPTS.map((x) => ({ ...x, name: x.route })))("$name: 403 or 404", async ({ run }) => {
    const res = await run();
    expect([403, 404]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toContain("A's private report");
  });

  it("A's objects are untouched: the ticket, its file and both KYC requests still work for A", async () => {
    const ticket = await a.client.get<{ sDescription: string }>(`/support/getTicket/${ids.ticket}`);
    expect(ticket.body.data.sDescription).toBe("A's private report");
    expect((await a.client.get(`/support/media/${ids.ticket}/${ids.file}`)).status).toBe(200);
    const list = await b.client.get<{ tickets: unknown[] }>("/support/listTickets");
    expect(list.body.data.tickets).toEqual([]);
    const verified = await a.client.post<{ eState: string }>("/profile/zoop/adhaar/verifyOtp", { sAdharNumber: "234567890123", nOTP: "123456", sRequestId: ids.otpRequest });
    expect(verified.status).toBe(200);
    expect((await b.client.get<{ oKYC: { bAadhaarVerified: boolean } }>("/profile")).body.data.oKYC.bAadhaarVerified).toBe(false);
    const history = await a.client.get<[{ data: { iDealId: string }[] }]>("/profile/game-history?size=10&pageIndex=1");
    expect(history.body.data[0].data.map((d) => d.iDealId)).toEqual([ids.deal]);
  });

  it("covers every account route that takes an id in its path or body", async () => {
    const accountPaths = /^\/api\/v1\/(auth|profile|support|location|setting)\b/;
    const walletLists = /\/profile\/(getPassbook|getGameTransaction|getTournamentTransaction|referred\/bonus|getTdsStatement)$/;
    const idTaking = (await apiRoutes(platform.url))
      .filter((r) => accountPaths.test(r.path) && !walletLists.test(r.path))
      .filter((r) => r.pathParams.length > 0 || r.bodyFields.some((f) => /^(sRequestId|request_id|_id|iTicketId)$/.test(f)))
      .map(label);
    expect(idTaking.sort()).toEqual(ATTEMPTS.map((x) => x.route).sort());
  });
});
