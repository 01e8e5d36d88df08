// The layer arrows of the platform, held by `npm run lint` (issue 15). Read the `forbidden` list as
// "who may not import whom"; game-server/README.md draws the same layers.
//
//   api ───────► services ──► db (data), providers, shared-rules (rules)
//   rooms ─────► services, shared-rules
//   web ───────► shared-rules (browser entry) only; each feature stands alone
//   shared-rules: no I/O, no other workspace
//
// The composition root (server.ts, app.ts, main.ts, index.ts, platform/, jobs/, ops/, demo/) may
// wire anything together. There is no list of tolerated violations: every one fails lint.

const SERVER = "^game-server/src/";
const TESTS = "[.](test|spec)[.]tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "A run-time import cycle: load order decides which module sees the other half-initialised. Cut it by moving the shared part down a layer.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-type-cycle",
      severity: "error",
      comment: "A cycle closed by a type import: harmless at run time, but the two modules still cannot be read or changed apart. Move the shared type down (e.g. a types.ts both import).",
      from: {},
      to: { circular: true, via: { dependencyTypes: ["type-only"] } },
    },
    {
      name: "services-not-to-api",
      severity: "error",
      comment: "Services never know HTTP: no PlatformContext, HttpError or route helpers from api/. Take dependencies as parameters and throw the module's own error codes.",
      from: { path: `${SERVER}services/`, pathNot: TESTS },
      to: { path: `${SERVER}api/` },
    },
    {
      name: "services-not-to-rooms",
      severity: "error",
      comment: "Rooms call services, not the other way round: a service that must reach a table gets a port (e.g. realtime) from the composition root.",
      from: { path: `${SERVER}services/`, pathNot: TESTS },
      to: { path: `${SERVER}rooms/` },
    },
    {
      name: "rooms-not-to-api",
      severity: "error",
      comment: "Rooms are adapters over services and shared-rules; they do not reach into the HTTP layer.",
      from: { path: `${SERVER}rooms/`, pathNot: TESTS },
      to: { path: `${SERVER}api/` },
    },
    {
      name: "rooms-not-to-db",
      severity: "error",
      comment: "Rooms reach the database only through services.",
      from: { path: `${SERVER}rooms/`, pathNot: TESTS },
      to: { path: "^db/src/" },
    },
    {
      name: "sql-in-repositories",
      severity: "error",
      comment: "SQL lives in each module's repository (services/<module>/repository.ts or <topic>-repository.ts): a service keeps the rules and asks its repository for rows, so neither drizzle-orm nor the schema tables are imported anywhere else in services/ or rooms/.",
      from: { path: `${SERVER}(services|rooms)/`, pathNot: [TESTS, "repository[.]ts$"] },
      to: { path: ["(^|/)node_modules/drizzle-orm/", "^db/src/schema/"] },
    },
    {
      name: "providers-not-up",
      severity: "error",
      comment: "Providers (payments, payouts, KYC, OTP) are outside adapters: they never call services, rooms or api.",
      from: { path: `${SERVER}providers/`, pathNot: TESTS },
      to: { path: `${SERVER}(services|rooms|api)/` },
    },
    {
      name: "api-not-to-rooms",
      severity: "error",
      comment: "Routes reach tables through services (or a realtime port), not room classes.",
      from: { path: `${SERVER}api/`, pathNot: TESTS },
      to: { path: `${SERVER}rooms/` },
    },
    {
      name: "web-not-to-server",
      severity: "error",
      comment: "The web app shares only shared-rules with the server; the contract lives there, never in game-server or db.",
      from: { path: "^web/src/" },
      to: { path: "^(game-server|db)/" },
    },
    {
      name: "web-features-stand-alone",
      severity: "error",
      comment: "A web feature never imports another feature: move what both need to web/src/shared (or let the app layer compose them).",
      from: { path: "^web/src/features/([^/]+)/" },
      to: { path: "^web/src/features/", pathNot: "^web/src/features/$1/" },
    },
    {
      name: "web-shared-not-to-features",
      severity: "error",
      comment: "web/src/shared sits below the features.",
      from: { path: "^web/src/shared/" },
      to: { path: "^web/src/(features|app)/" },
    },
    {
      name: "rules-stay-pure",
      severity: "error",
      comment: "shared-rules does no I/O and depends on no other workspace (its CLI is the one adapter allowed I/O).",
      from: { path: "^shared-rules/src/", pathNot: "^shared-rules/src/cli/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "rules-not-to-workspaces",
      severity: "error",
      comment: "shared-rules is the bottom layer: it imports no other workspace.",
      from: { path: "^shared-rules/" },
      to: { path: "^(db|game-server|web|tests)/" },
    },
    {
      name: "contract-stays-pure",
      severity: "error",
      comment: "The contract (shared-rules/src/contract) is what web and server both read: zod and shared-rules' money and indian-states, nothing else (no engine, no I/O, no other package).",
      from: { path: "^shared-rules/src/contract/", pathNot: "[.]test[.]ts$" },
      to: { pathNot: "^(shared-rules/src/|node_modules/zod/)" },
    },
    {
      name: "contract-types-only-from-engine",
      severity: "error",
      comment: "The room messages that carry cards and deal events are typed with the engine's types: the contract may import those for types only, so it never runs engine code.",
      from: { path: "^shared-rules/src/contract/", pathNot: "[.]test[.]ts$" },
      to: { path: "^shared-rules/src/", pathNot: "^shared-rules/src/(contract/|(money|indian-states)[.]ts$)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "engine-not-to-contract",
      severity: "error",
      comment: "The game engine and the contract are separate subpaths of shared-rules: the engine never imports the contract.",
      from: { path: "^shared-rules/src/", pathNot: "^shared-rules/src/contract/" },
      to: { path: "^shared-rules/src/contract/" },
    },
    {
      name: "data-not-up",
      severity: "error",
      comment: "db (schema, ledger) sits below the server and the web.",
      from: { path: "^db/" },
      to: { path: "^(game-server|web|tests)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // node_modules stay in the graph as leaves (not followed), so a rule can name a package: the
    // contract may import zod and no other.
    // Type-only imports count: a service typing a parameter as api's PlatformContext still leans on
    // the HTTP layer.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types"],
    },
    cache: false,
  },
};
