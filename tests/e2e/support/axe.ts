import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.1 A and AA rules every scan runs. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's serious and critical violations on the page as it is now, one line per rule with the
 * elements it found (`rule (impact): selector, selector`). `exclude`: selectors left out of the
 * scan (chrome another scan of the same page already covered).
 *
 * Only violations are collected (`resultTypes`): axe then keeps one example of each passed,
 * incomplete and inapplicable rule instead of every node, which is most of a scan's time on a
 * long page. The violations themselves are the same.
 */
export async function seriousViolations(page: Page, { exclude = [] as readonly string[] } = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ["violations"] });
  for (const selector of exclude) axe = axe.exclude(selector);
  const result = await axe.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
