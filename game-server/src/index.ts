export { buildApp } from "./app.ts";
export { ConfigError, loadConfig, type Config } from "./config.ts";
export { startPlatform, type RunningPlatform } from "./server.ts";
