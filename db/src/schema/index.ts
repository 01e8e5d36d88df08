// Every table of the platform. Each domain module adds its own file and one export line here.
export * from "./settings.ts";
export * from "./users.ts";
export * from "./otp.ts";
export * from "./kyc.ts";
export * from "./support.ts";
export * from "./ledger.ts";
export * from "./tables.ts";
export * from "./payments.ts";
export * from "./idempotency.ts";
export * from "./payout-vpas.ts";
export * from "./location-checks.ts";
export * from "./payment-gateway-tokens.ts";
export * from "./tournaments.ts";
export * from "./login-throttle.ts";
export * from "./responsible-play.ts";
export * from "./tournament-director.ts";
export * from "./fairplay.ts";
