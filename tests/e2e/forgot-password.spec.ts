import { test } from "@playwright/test";
import { expect } from "./support/expect.ts";
import { latestOtp, outboxCount, registeredPlayer } from "./support/accounts.ts";
import { entry, loginForm, openEntry } from "./support/entry.ts";
import { DELHI } from "./support/viewports.ts";

test.use({ geolocation: DELHI, permissions: ["geolocation"] });

test("forgot password: Enter submits, the OTP modal resets the password, and the new one logs in", async ({ page, request }) => {
  const player = await registeredPlayer();
  // By email: the mobile just got its registration OTP, and a destination gets one code per 180 s.
  const sent = await outboxCount(request, player.email);
  await page.goto("/");
  await openEntry(page, "Login");
  await loginForm(page).getByRole("button", { name: "Forget password?" }).click();

  const forgot = page.getByTestId("forgot-password");
  await expect(forgot.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await forgot.getByLabel("Email or mobile number").fill("98765");
  await forgot.getByLabel("Email or mobile number").press("Enter");
  await expect(forgot.getByText("Enter a valid Email id or Mobile number")).toBeVisible();
  await forgot.getByLabel("Email or mobile number").fill(player.email);
  await forgot.getByLabel("Email or mobile number").press("Enter");

  const otp = page.getByTestId("otp-modal");
  await expect(otp.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(otp).toContainText(player.email);
  await expect.poll(() => outboxCount(request, player.email)).toBe(sent + 1);
  await otp.getByLabel("OTP").fill(await latestOtp(request, player.email));
  await otp.getByLabel("New password").fill("short");
  await otp.getByRole("button", { name: "Submit" }).click();
  await expect(otp.getByText("Password need to be 8 to 16 characters")).toBeVisible();
  await otp.getByLabel("New password").fill("Fresh#2026");
  await otp.getByRole("button", { name: "Submit" }).click();
  await expect(otp).toBeHidden();
  await expect(page.getByText("Password reset successfully.")).toBeVisible();

  await expect(entry(page).getByRole("tab", { name: "Log in" })).toHaveAttribute("aria-selected", "true");
  await loginForm(page).getByLabel("Mobile number or email").fill(player.mobile);
  await loginForm(page).getByLabel("Password", { exact: true }).fill("Fresh#2026");
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/lobby$/);
});
