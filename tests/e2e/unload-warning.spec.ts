import { test } from "@playwright/test";
import { expect } from "./support/expect.ts";
import { openEntry, registerForm } from "./support/entry.ts";

/** SPEC.md section 2: a browser unload warning on the register tab when any field has input. */
test("leaving with input on the register tab asks first; the login tab and an empty form do not", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });

  await page.goto("/");
  await openEntry(page, "Register");
  await page.goto("/about-us");
  expect(dialogs).toEqual([]);

  await page.goto("/");
  await openEntry(page, "Register");
  await registerForm(page).getByLabel("Username").fill("ravi");
  await page.getByRole("tab", { name: "Log in" }).click();
  await page.goto("/about-us");
  expect(dialogs).toEqual([]);

  await page.goto("/");
  await openEntry(page, "Register");
  await registerForm(page).getByLabel("Email").fill("r");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  // Dismissing the warning keeps the page, and the player's input, where it was.
  expect(page.isClosed()).toBe(false);
  await expect(registerForm(page).getByLabel("Email")).toHaveValue("r");
});
