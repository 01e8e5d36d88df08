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

/**
 * Records, in `window.__intlMade` ({ name, at } on the page's clock), every Intl formatter the
 * page makes and every toLocale…String or localeCompare call: a browser's first one sets up ICU,
 * a few hundred milliseconds of a cheap phone's main thread (issue 22), so the lobby's Play buttons
 * and the table's first frame make none.
 */
export const INTL_WATCH = `
  window.__intlMade = [];
  const record = (name) => window.__intlMade.push({ name, at: performance.now() });
  for (const name of ["DateTimeFormat", "NumberFormat", "ListFormat", "Segmenter", "Collator", "RelativeTimeFormat", "DisplayNames"]) {
    const original = Intl[name];
    if (!original) continue;
    Intl[name] = new Proxy(original, {
      construct(target, args, newTarget) { record(name); return Reflect.construct(target, args, newTarget === Intl[name] ? target : newTarget); },
      apply(target, self, args) { record(name); return Reflect.apply(target, self, args); },
    });
  }
  for (const [owner, method] of [[Number.prototype, "toLocaleString"], [Date.prototype, "toLocaleString"], [Date.prototype, "toLocaleDateString"], [Date.prototype, "toLocaleTimeString"], [String.prototype, "localeCompare"]]) {
    const original = owner[method];
    owner[method] = function (...args) { record(method); return original.apply(this, args); };
  }
`;

/** For `page.evaluate`: the names INTL_WATCH recorded until `until` (ms on the page's clock). */
export const intlMadeBefore = (until: number): string[] =>
  (window as unknown as { __intlMade: { name: string; at: number }[] }).__intlMade.filter((m) => m.at <= until).map((m) => m.name);

/**
 * An init script recording every WebGL context a page asks for (`window.__webglAsked`, page clock
 * ms): on a throttled phone creating one cost the game window's first frame about 120 ms.
 */
export const WEBGL_WATCH = `
  window.__webglAsked = [];
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
    if (String(kind).startsWith("webgl")) window.__webglAsked.push(performance.now());
    return getContext.call(this, kind, ...rest);
  };
`;

/** For `page.evaluate`: when WEBGL_WATCH saw WebGL contexts asked for. */
export const webglAsked = (): number[] => (window as unknown as { __webglAsked: number[] }).__webglAsked;
