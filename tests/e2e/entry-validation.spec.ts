import { test, type Browser, type Locator, type Page } from "@playwright/test";
import { expect } from "./support/expect.ts";
import { loginForm, openEntry, registerForm } from "./support/entry.ts";
import { DELHI } from "./support/viewports.ts";

/**
 * One page serves every row: a fresh browser context per row loaded the whole app cold each time
 * (2.7 s a row alone, 5 s on a busy CI machine, 17 rows). Each row still starts from a fresh load
 * of "/", from the page's cache.
 */
test.describe.configure({ mode: "serial" });
let shared: Page | undefined;
async function home(browser: Browser): Promise<Page> {
  shared ??= await (await browser.newContext({ geolocation: DELHI, permissions: ["geolocation"] })).newPage();
  await shared.goto("/");
  return shared;
}
test.afterAll(async () => {
  await shared?.context().close();
  shared = undefined;
});

/**
 * Every validation message of SPEC.md section 5 for the entry forms, shown at its field. Each
 * row fills a valid form, overrides some fields, submits, and expects the message inside the
 * field named. No row reaches the server: the checks run in the browser first.
 */

type Fields = Record<string, string>;

const validRegistration: Fields = { Username: "ravi", Email: "ravi@example.com", "Mobile number": "9876543210", Password: "Secret@123" };
const validLogin: Fields = { "Mobile number or email": "9876543210", Password: "Secret@123" };

/** The .field box holding the input labelled `label` (its message renders inside it). */
const field = (form: Locator, label: string) => form.locator(".field").filter({ has: form.page().getByLabel(label, { exact: true }) });

async function fill(form: Locator, values: Fields) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

const registerRows: [string, Fields, string, string][] = [
  ["empty username", { Username: "" }, "Username", "Enter username between 2 to 10 characters"],
  ["1-character username", { Username: "r" }, "Username", "Enter username between 2 to 10 characters"],
  ["2-character username", { Username: "ra" }, "Username", "Name must be minimum 3 character."],
  ["empty email", { Email: "" }, "Email", "Enter a valid Email id"],
  ["email without a domain", { Email: "ravi@" }, "Email", "Enter a valid Email id"],
  ["email with a 5-letter suffix", { Email: "ravi@example.games" }, "Email", "Enter a valid Email id"],
  ["empty mobile", { "Mobile number": "" }, "Mobile number", "Enter a valid Mobile number"],
  ["mobile starting with 5", { "Mobile number": "5876543210" }, "Mobile number", "Enter a valid Mobile number"],
  ["9-digit mobile", { "Mobile number": "987654321" }, "Mobile number", "Mobile number should be 10 digit."],
  ["7-character password", { Password: "Sec@123" }, "Password", "Password need to be 8 to 16 characters"],
];

async function openRegister(browser: Browser) {
  const page = await home(browser);
  await openEntry(page, "Register");
  return { page, form: registerForm(page) };
}

for (const [name, override, label, message] of registerRows) {
  test(`register: ${name} -> ${message}`, async ({ browser }) => {
    const { page, form } = await openRegister(browser);
    await fill(form, { ...validRegistration, ...override });
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Register", exact: true }).click();
    await expect(field(form, label).getByRole("alert")).toHaveText(message);
    await expect(form.getByRole("alert")).toHaveCount(1);
    await expect(page.getByTestId("register-confirm")).toBeHidden();
    await expect(form.getByLabel(label, { exact: true })).toBeFocused();
  });
}

test("register: the live username message, stripped spaces, field limits, and the disabled button", async ({ browser }) => {
  const { form } = await openRegister(browser);
  await form.getByLabel("Username").fill("r a");
  await expect(form.getByLabel("Username")).toHaveValue("ra");
  await expect(field(form, "Username")).toContainText("Name must be minimum 3 character.");
  await form.getByLabel("Username").fill("ravi");
  await expect(field(form, "Username").getByRole("alert")).toHaveCount(0);
  await form.getByLabel("Mobile number").fill("98-765 43210 77");
  await expect(form.getByLabel("Mobile number")).toHaveValue("9876543210");
  await form.getByLabel("Password", { exact: true }).fill("x".repeat(20));
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue("x".repeat(15));
  await form.getByLabel("Referral code (optional)").fill("ABCDEFGHIJKL");
  await expect(form.getByLabel("Referral code (optional)")).toHaveValue("ABCDEFGHI");
  await expect(form.getByLabel("Male", { exact: true })).toBeChecked();
  const button = form.getByRole("button", { name: "Register", exact: true });
  await expect(button).toBeDisabled();
  await form.getByRole("checkbox").check();
  await expect(button).toBeEnabled();
  await form.getByRole("button", { name: "Show password" }).click();
  await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
});

test("register: an empty form shows every message at once", async ({ browser }) => {
  const { form } = await openRegister(browser);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Register", exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText([
    "Enter username between 2 to 10 characters",
    "Enter a valid Email id",
    "Enter a valid Mobile number",
    "Password need to be 8 to 16 characters",
  ]);
});

const loginRows: [string, Fields, string, string][] = [
  ["empty identifier", { "Mobile number or email": "" }, "Mobile number or email", "Enter a valid Email / Mobile"],
  ["identifier that is neither", { "Mobile number or email": "ravi" }, "Mobile number or email", "Enter a valid Email / Mobile"],
  ["empty password", { Password: "" }, "Password", "Password need to be 8 to 16 characters"],
  ["7-character password", { Password: "Secret1" }, "Password", "Password need to be 8 to 16 characters"],
];

for (const [name, override, label, message] of loginRows) {
  test(`login: ${name} -> ${message}`, async ({ browser }) => {
    const page = await home(browser);
    await openEntry(page, "Login");
    const form = loginForm(page);
    await fill(form, { ...validLogin, ...override });
    await form.getByRole("button", { name: "Login" }).click();
    await expect(field(form, label).getByRole("alert")).toHaveText(message);
    await expect(form.getByRole("alert")).toHaveCount(1);
  });
}

test("forgot password: an invalid identifier, and the field message clears on edit", async ({ browser }) => {
  const page = await home(browser);
  await openEntry(page, "Login");
  await loginForm(page).getByRole("button", { name: "Forget password?" }).click();
  const forgot = page.getByTestId("forgot-password");
  await forgot.getByRole("button", { name: "Submit" }).click();
  await expect(forgot.getByRole("alert")).toHaveText("Enter a valid Email id or Mobile number");
  await forgot.getByLabel("Email or mobile number").fill("9");
  await expect(forgot.getByRole("alert")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(forgot).toBeHidden();
  await expect(page.getByTestId("entry-screen")).toBeVisible();
});
