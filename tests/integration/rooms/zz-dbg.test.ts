import { it } from "vitest";
import { bootTestPlatform } from "../../support/platform.ts";
import { makePlayers } from "./support.ts";
it("dbg", async () => {
  const platform = await bootTestPlatform("dbg", { LOG_LEVEL: "error" });
  const ps = await makePlayers(platform.running.platform, platform.url, 2);
  for (const p of ps) {
    const r = await p.api.post("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 1 });
    console.log(r.status, JSON.stringify(r.body));
  }
  await platform.close();
}, 60000);
