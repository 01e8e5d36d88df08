// `npm start`: install what is missing, build the web app, then boot the platform. With no
// configuration it runs on the embedded PGlite database under .data/ with sandbox providers and
// demo data; migrations run at boot. Stop with Ctrl+C (SIGINT drains rooms and closes the DB).
import { buildWeb, ensureInstalled, log, ROOT, spawnForwarding } from "./lib.mjs";

ensureInstalled();
buildWeb();
// The server prints a banner when it is up: site, API docs, dev outbox, sandbox gateway, demo
// logins and whether cash play is on. The first start migrates the database, which takes a while.
log("Starting the platform (the first start creates the database: give it a minute)…");
spawnForwarding(process.execPath, ["--import", "tsx", "game-server/src/main.ts"], { ...process.env, INIT_CWD: ROOT });
