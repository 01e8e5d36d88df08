// `npm start`: install what is missing, build the web app, then boot the platform. With no
// configuration it runs on the embedded PGlite database under .data/ with sandbox providers and
// demo data; migrations run at boot. Stop with Ctrl+C (SIGINT drains rooms and closes the DB).
import { buildWeb, ensureInstalled, log, ROOT, spawnForwarding } from "./lib.mjs";

ensureInstalled();
buildWeb();
log("Starting the platform…");
spawnForwarding(process.execPath, ["--import", "tsx", "game-server/src/main.ts"], { ...process.env, INIT_CWD: ROOT });
