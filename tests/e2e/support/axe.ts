import type { Page } from "@playwright/test";
import axeCore from "axe-core";

/** The WCAG 2.1 A and AA rules every scan runs. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's serious and critical violations on the page as it is now, one line per rule with the
 * elements it found (`rule (impact): selector, selector`). `exclude`: selectors left out of the
 * scan (chrome another scan of the same page already covered).
 *
 * axe-core runs in the page itself (`axe.run`), injected once per document: the routes a spec
 * reaches inside the app share it. @axe-core/playwright's `analyze()` injected the 0.5 MB script
 * again for every scan and finished each in a new blank page; a scan took 1.1-1.2 s on a quiet
 * machine that way and takes 50-100 ms this way, with the same rules and results. The app's
 * pages have no iframes, which are what the library's multi-frame path is for.
 *
 * Only violations are collected (`resultTypes`): axe then keeps one example of each passed,
 * incomplete and inapplicable rule instead of every node. The violations themselves are the same.
 */
export async function seriousViolations(page: Page, { exclude = [] as readonly string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      const context = { include: [["html"]], exclude: exclude.map((selector) => [selector]) };
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { tags: WCAG_TAGS, exclude: [...exclude] },
  );
}
