/**
 * Scripts added to a page before its own (`addInitScript`) that record when something first shows,
 * on the page's clock, shared by the e2e tests and the phone bench so both measure the same moment.
 */

/**
 * Records when the lobby first shows an enabled, visible Play button, in `window.__playMs` (0
 * until then). A MutationObserver callback runs before any effect of the render that added it.
 */
export const PLAY_WATCH = `
  window.__playMs = 0;
  const check = () => {
    if (window.__playMs) return;
    for (const b of document.querySelectorAll("button")) {
      if (b.textContent.trim() === "Play" && !b.disabled && b.getClientRects().length > 0) {
        window.__playMs = performance.now();
        observer.disconnect();
        return;
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled", "class", "style"] });
`;

/** For `page.evaluate` / `page.waitForFunction`: what PLAY_WATCH recorded (0: no Play button yet). */
export const playShownMs = (): number => (window as unknown as { __playMs: number }).__playMs;
