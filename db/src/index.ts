export * from "./client.ts";
export * from "./migrate.ts";
export * from "./rows.ts";
export * from "./seed.ts";
export * from "./settings-defaults.ts";
export * as schema from "./schema/index.ts";
