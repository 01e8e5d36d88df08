import type { Page } from "@playwright/test";

/** The entry screen, opened from the home page header. */
export async function openEntry(page: Page, tab: "Login" | "Register"): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: tab }).click();
  await page.getByTestId("entry-screen").waitFor();
}

export const entry = (page: Page) => page.getByTestId("entry-screen");
/** The visible tab panels (the hidden one is not in the accessibility tree). */
export const loginForm = (page: Page) => page.getByRole("tabpanel", { name: "Log in" });
export const registerForm = (page: Page) => page.getByRole("tabpanel", { name: "Register" });
