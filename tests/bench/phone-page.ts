/**
 * bench:phone's cold page: a fresh browser context (empty cache and storage) throttled as a phone
 * through the Chrome DevTools Protocol, counting the bytes, script time and requests of its load.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";

const DELHI = { latitude: 28.61, longitude: 77.21 };

export interface Profile {
  readonly key: "desktop" | "mid" | "low";
  readonly name: string;
  readonly viewport: { width: number; height: number };
  readonly cpu: number;
  readonly network: { latencyMs: number; downMbps: number; upMbps: number } | null;
}

export interface ColdPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Encoded bytes of every response finished so far. */
  bytes(): number;
  /** The page's main-thread script time so far (ms, throttled). */
  scriptMs(): Promise<number>;
  /** Each finished response: its address, when it was asked for and finished (ms from the first request), encoded bytes. */
  waterfall(): string[];
}

export async function coldPage(browser: Browser, profile: Profile, scripts: readonly string[], token: string | null = null): Promise<ColdPage> {
  const context = await browser.newContext({ viewport: profile.viewport, deviceScaleFactor: 1, geolocation: DELHI, permissions: ["geolocation"] });
  for (const script of scripts) await context.addInitScript(script);
  if (token) await context.addInitScript((t) => localStorage.setItem("Token", t), token);
  const page = await context.newPage();
  page.on("pageerror", (e) => console.log(`  [page error] ${e.message}`));
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  let first = NaN;
  const asked = new Map<string, { url: string; at: number }>();
  const done: { url: string; from: number; to: number; bytes: number }[] = [];
  cdp.on("Network.requestWillBeSent", (event: { requestId: string; timestamp: number; request: { url: string } }) => {
    if (Number.isNaN(first)) first = event.timestamp;
    asked.set(event.requestId, { url: event.request.url, at: event.timestamp });
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    const request = asked.get(event.requestId);
    if (request) done.push({ url: request.url, from: (request.at - first) * 1000, to: (event.timestamp - first) * 1000, bytes: event.encodedDataLength });
  });
  const waterfall = () =>
    done.map((r) => `${r.from.toFixed(0).padStart(6)} -> ${r.to.toFixed(0).padStart(6)} ms ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 90)}`);
  await cdp.send("Network.enable");
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const scriptMs = async () => {
    const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
    return (metrics.find((m) => m.name === "ScriptDuration")?.value ?? NaN) * 1000;
  };
  if (profile.network) {
    const { latencyMs, downMbps, upMbps } = profile.network;
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: latencyMs,
      downloadThroughput: (downMbps * 1_000_000) / 8,
      uploadThroughput: (upMbps * 1_000_000) / 8,
    });
  }
  if (profile.cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
  return { page, context, bytes: () => bytes, scriptMs, waterfall };
}
