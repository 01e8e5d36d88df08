import { expect as baseExpect } from "@playwright/test";

/**
 * The browser suites share a machine with the server, the database and other suites; under load
 * a lazy chunk or an OTP round trip can take longer than Playwright's default 5 s. Assertions in
 * these specs wait up to 15 s, which a healthy run never comes near.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });
