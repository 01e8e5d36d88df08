import { schema } from "@rummy/db";
import { ConfigError, loadConfig } from "@rummy/game-server";
import { effectiveTableOptions, parseTableOptions, TableOptionsError } from "@rummy/game-server/services/tables/options";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { depositRupees, makePlayers, setMoneyGames, type Player } from "../integration/rooms/support.ts";

/**
 * Issue 14, item 2: no player chooses a shuffle, or any other room option that changes the game.
 * An ordinary boot (no test switch, whatever NODE_ENV) refuses them on every join and create with
 * a 400; the test-only switch ALLOW_TEST_TABLE_OPTIONS is refused by loadConfig in production and
 * with any real provider, and even with it (`true`/`practice`) cash tables refuse them.
 */
const SEED = "5eed".repeat(16);
const OPTION_SETS: Record<string, unknown>[] = [{ seedHex: SEED }, { turnSeconds: 5 }, { startDelayMs: 0, nextDealMs: 0 }, { timeBankSeconds: 0, meldSeconds: 5 }, { botThinkMs: 0 }];

const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "a-production-secret-that-is-long-enough-0123456789",
  PUBLIC_URL: "https://rummy.example.test",
  ALLOW_SANDBOX_PROVIDERS: "true",
};

/** One real provider at a time, with the settings it needs to boot. */
const REAL_PROVIDERS: Record<string, string>[] = [
  { PAYMENTS_PROVIDER: "razorpay", RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" },
  {
    PAYOUTS_PROVIDER: "rbl",
    RBL_API_URL: "https://rbl.example.test",
    RBL_CORP_ID: "c",
    RBL_CLIENT_ID: "i",
    RBL_CLIENT_SECRET: "s",
    RBL_PAYOUT_ACCOUNT_NO: "1",
    RBL_COLLECTION_ACCOUNT_NO: "2",
  },
  { KYC_PROVIDER: "zoop", ZOOP_APP_ID: "a", ZOOP_API_KEY: "k" },
  { OTP_SENDER: "http", SMS_GATEWAY_URL: "https://sms.example.test", SMS_GATEWAY_TOKEN: "t", SMTP_URL: "smtp://u:p@mail.example.test:587" },
];

describe("no player chooses a shuffle", () => {
  let platform: TestPlatform;
  let player: Player;
  beforeAll(async () => {
    // An ordinary non-production boot: NODE_ENV=test, every provider a sandbox, no test switch.
    platform = await bootTestPlatform("sec_seed_choice");
    await setMoneyGames(platform.running.platform, true);
    [player] = (await makePlayers(platform.running.platform, platform.url, 1)) as [Player];
    await depositRupees(platform.running.platform, player.userId, 500);
  }, 120_000);
  afterAll(async () => platform?.close());

  it("refuses a seed or timers with a join of any table kind, and with a private create, with a 400", async () => {
    const joins = [
      { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 1 },
      { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 1 },
      { eRummyType: "pool", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 201, nTableFee: 10 },
    ];
    const creates = [
      { eRummyType: "point", nTablePoint: 0.1, nMaxPlayer: 2 },
      { eRummyType: "point", eGameType: "practice", nTablePoint: 0.1, nMaxPlayer: 6 },
    ];
    for (const oRoomOptions of OPTION_SETS) {
      for (const body of joins) {
        const res = await player.api.post("/rummy/table/join", { ...body, oRoomOptions });
        expect(res.status, `${JSON.stringify(body)} ${JSON.stringify(oRoomOptions)}`).toBe(400);
        expect(res.body.message).toBe("Room options are not accepted: the server sets every table's shuffle and timers.");
      }
      for (const body of creates) {
        const res = await player.api.post("/rummy/table/private/create", { ...body, oRoomOptions });
        expect(res.status, `${JSON.stringify(body)} ${JSON.stringify(oRoomOptions)}`).toBe(400);
        expect(res.body.message).toBe("Room options are not accepted: the server sets every table's shuffle and timers.");
      }
    }
    // Nothing was created by the refused calls.
    const tables = await platform.running.platform.db.select({ id: schema.gameTables.id }).from(schema.gameTables).where(eq(schema.gameTables.createdBy, player.userId));
    expect(tables).toEqual([]);
  });

  it("takes an empty options object as no options: the table is dealt from the server's own shuffle", async () => {
    const res = await player.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 1, oRoomOptions: {} });
    expect(res.status, res.body.message).toBe(200);
    const [table] = await platform.running.platform.db.select({ options: schema.gameTables.options }).from(schema.gameTables).where(eq(schema.gameTables.id, res.body.data.iTableId));
    expect(table?.options).toEqual({});
  });

  it("loadConfig refuses the test switch with NODE_ENV=production and with any real provider", () => {
    expect(() => loadConfig(PRODUCTION)).not.toThrow();
    for (const value of ["true", "practice", "all"]) {
      expect(() => loadConfig({ ...PRODUCTION, ALLOW_TEST_TABLE_OPTIONS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...PRODUCTION, ALLOW_TEST_TABLE_OPTIONS: value })).toThrow(/ALLOW_TEST_TABLE_OPTIONS/);
      for (const real of REAL_PROVIDERS) {
        expect(() => loadConfig({ NODE_ENV: "test", ...real })).not.toThrow();
        expect(() => loadConfig({ NODE_ENV: "test", ...real, ALLOW_TEST_TABLE_OPTIONS: value }), JSON.stringify(real)).toThrow(/ALLOW_TEST_TABLE_OPTIONS/);
      }
    }
    expect(loadConfig({}).testTableOptions).toBe("off");
    expect(loadConfig({ NODE_ENV: "test" }).testTableOptions).toBe("off");
    expect(loadConfig({ NODE_ENV: "test", ALLOW_TEST_TABLE_OPTIONS: "true" }).testTableOptions).toBe("practice");
    expect(loadConfig({ NODE_ENV: "test", ALLOW_TEST_TABLE_OPTIONS: "all" }).testTableOptions).toBe("all");
  });

  it("with the switch on, cash tables still refuse options, and a stored cash table's options are not played", () => {
    const policy = loadConfig({ NODE_ENV: "test", ALLOW_TEST_TABLE_OPTIONS: "true" }).testTableOptions;
    expect(parseTableOptions({ seedHex: SEED }, policy, "practice")).toEqual({ seedHex: SEED });
    for (const options of OPTION_SETS) {
      expect(() => parseTableOptions(options, policy, "cash")).toThrow(TableOptionsError);
      expect(() => parseTableOptions(options, policy, "cash")).toThrow("Room options are never accepted on cash tables.");
      expect(effectiveTableOptions(options, policy, "cash")).toEqual({});
      expect(effectiveTableOptions(options, "off", "practice")).toEqual({});
    }
    expect(effectiveTableOptions({ seedHex: SEED }, policy, "practice")).toEqual({ seedHex: SEED });
  });
});
