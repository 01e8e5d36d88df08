import { describe, expect, it } from "vitest";
import { validateContact, type ContactValues } from "./contact-validation.ts";

const ok: ContactValues = { name: "Asha", email: "asha@example.com", subject: "Withdrawal", message: "Please check my request." };

describe("contact form (SPEC.md section 5)", () => {
  it.each([
    ["name", "", "Name is required"],
    ["name", "   ", "Name is required"],
    ["name", " A ", "Name must be at least 2 characters long"],
    ["email", "", "Email is required"],
    ["email", "asha@", "Please enter a valid email address"],
    ["email", "asha example.com", "Please enter a valid email address"],
    ["subject", "", "Subject is required"],
    ["subject", "Help", "Subject must be at least 5 characters long"],
    ["message", "", "Message is required"],
    ["message", "Too short", "Message must be at least 10 characters long"],
  ] as const)("%s %j -> %s", (field, value, message) => {
    expect(validateContact({ ...ok, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts a complete form, trimming whitespace", () => {
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, name: "  Al  ", subject: " Hello ", message: "  0123456789  " })).toEqual({});
  });
});
