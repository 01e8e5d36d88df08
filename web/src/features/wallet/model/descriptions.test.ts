import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import hindi from "../i18n/hi.ts";
import { WALLET } from "../i18n/index.ts";
import { describeTransaction } from "./descriptions.ts";

/**
 * Issue 21: the transaction lists' descriptions read in Hindi for a Hindi player. Every
 * description the server writes is read out of its source, so a new one without Hindi fails here.
 */
const SERVER = join(__dirname, "../../../../../game-server/src/services");
const SOURCES = [
  "wallet/passbook.ts",
  "wallet/game-history.ts",
  "tournaments/cancellation.ts",
  "tournaments/prize-payment.ts",
  "tournaments/registration.ts",
  "tournaments/start.ts",
  "tournaments/withdrawal.ts",
];

/** The string literals of an expression up to its end (a `,` or `}` outside brackets), each with the code before it. */
function literalsOf(expression: string): { before: string; text: string }[] {
  const found: { before: string; text: string }[] = [];
  let brackets = 0;
  for (let i = 0; i < expression.length; i += 1) {
    const quote = expression[i];
    if (quote === "(" || quote === "[") brackets += 1;
    else if (quote === ")" || quote === "]") brackets -= 1;
    else if ((quote === "," || quote === "}") && brackets <= 0) break;
    if (quote !== '"' && quote !== "`") continue;
    let j = i + 1;
    let depth = 0;
    while (j < expression.length && (expression[j] !== quote || depth > 0)) {
      if (quote === "`" && expression.startsWith("${", j)) depth += 1;
      else if (depth > 0 && expression[j] === "}") depth -= 1;
      j += 1;
    }
    found.push({ before: expression.slice(0, i), text: expression.slice(i + 1, j) });
    i = j;
  }
  return found;
}

/** The descriptions a source file writes, a template's `${…}` replaced by a sample value. */
function descriptionsIn(file: string): string[] {
  const text = readFileSync(join(SERVER, file), "utf8");
  // The expression after `description:` to the end of its line; its literals, less those a status is compared with.
  const expressions = [...text.matchAll(/\b(?:sDescription|description)\s*:(.*)$/gm)].map((m) => m[1] ?? "");
  const literals = expressions.flatMap((e) => literalsOf(e).filter((l) => !/[=!]==\s*$/.test(l.before)).map((l) => l.text));
  const table = /const DESCRIPTIONS[^{]*\{([^}]*)\}/.exec(text)?.[1] ?? "";
  const values = [...table.matchAll(/:\s*"([^"]+)"/g)].map((m) => m[1] ?? "");
  return [...literals, ...values].map((d) => d.replace(/\$\{[^}]*\}/g, "7"));
}

const english = i18n.getFixedT("en", WALLET);

describe("transaction descriptions", () => {
  const all = [...new Set(SOURCES.flatMap(descriptionsIn))];

  it("the server's sources were read (the test would pass on nothing otherwise)", () => {
    expect(all).toEqual(expect.arrayContaining(["Deposit", "Deal settled", "Prize: position 7", "Entry fee held (waitlist)", "Bonus (7)"]));
    expect(all.length).toBeGreaterThanOrEqual(15);
  });

  it("read in English as the server wrote them", () => {
    for (const text of all) expect(describeTransaction(text, english)).toBe(text);
    expect(describeTransaction("Bonus (first_deposit)", english)).toBe("Bonus (first_deposit)");
  });

  it("every one reads in Hindi, with its value kept", () => {
    i18n.addResourceBundle("hi", WALLET, hindi, true, true);
    const t = i18n.getFixedT("hi", WALLET);
    for (const text of all) {
      const words = describeTransaction(text, t);
      expect(words, text).toMatch(/[\u0900-\u097F]/);
      if (text.includes("7")) expect(words, text).toContain("7");
    }
    expect(describeTransaction("Bonus (first_deposit)", t)).toBe("बोनस (पहली जमा)");
    expect(describeTransaction("Prize: position 2", t)).toBe("इनाम: स्थान 2");
    expect(describeTransaction("Deposit failed: Insufficient funds", t)).toBe("जमा असफल: Insufficient funds");
  });

  it("a text of no known form is shown as written", () => {
    const t = i18n.getFixedT("hi", WALLET);
    expect(describeTransaction("Manual adjustment 42", t)).toBe("Manual adjustment 42");
  });
});
