import type { Page } from "@playwright/test";

/**
 * Issue 21, "Devanagari that fits": what a screen shows wider than the box it is drawn in. The
 * page's buttons, tabs and table cells (scrollWidth > clientWidth), and on the card table the
 * canvas's texts: each one wider than the shape drawn behind it (a plate, badge or pill: a
 * Graphics in the same container), or running past the canvas's edge.
 */

/** Visible buttons, tabs and table cells whose text is wider than their box, with their text. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = document.querySelectorAll<HTMLElement>("button, [role=tab], th, td");
    return Array.from(boxes)
      .filter((el) => el.offsetParent !== null && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
  });
}

/**
 * The table canvas's texts that overflow their shape or the canvas (`window.__PIXI_APP__`, which
 * the table sets for Pixi's devtools). A string script: functions passed in are rewritten by tsx.
 */
export async function canvasOverflowing(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const app = window.__PIXI_APP__;
    if (!app) throw new Error("the table has no Pixi application");
    const screen = app.screen;
    const out = [];
    let texts = 0;
    const walk = (node) => {
      if (!node.visible || node.alpha === 0) return;
      for (const child of node.children || []) walk(child);
      if (node.renderPipeId !== "text" || !node.text) return;
      texts += 1;
      const b = node.getBounds();
      const name = JSON.stringify(String(node.text).replace(/\\n/g, " ").slice(0, 30));
      const shape = (node.parent ? node.parent.children : []).find((c) => c !== node && c.renderPipeId === "graphics" && c.visible);
      if (shape) {
        const s = shape.getBounds();
        if (b.width > s.width + 1) out.push(name + " is " + Math.round(b.width) + " px wide on a " + Math.round(s.width) + " px shape");
      }
      if (b.x < -1 || b.x + b.width > screen.width + 1) out.push(name + " runs past the canvas (" + Math.round(b.x) + ".." + Math.round(b.x + b.width) + " of " + screen.width + ")");
    };
    walk(app.stage);
    if (texts === 0) throw new Error("the table canvas drew no text yet");
    return out;
  })()`);
}
