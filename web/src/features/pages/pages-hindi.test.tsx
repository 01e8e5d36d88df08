import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense, type ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COMMON } from "../../shared/i18n/common.ts";
import commonHindi from "../../shared/i18n/hi.ts";
import { i18n, type Catalogue } from "../../shared/i18n/i18n.ts";
import { FALLBACK_RESTRICTED_STATES } from "../../shared/settings/settings.ts";
import { HomePage } from "./home/home-page.tsx";
import { TESTIMONIALS } from "./home/testimonials.ts";
import { PUBLIC_INFO_PAGES } from "./page-table.ts";

/**
 * Issue 21: the public pages' own text is in the catalogues. Each page (and the home page) is
 * rendered in Hindi, and what a reader sees holds no English word beyond the names, brands and
 * abbreviations the Hindi keeps as they are (KYC, UPI, Points, Chrome…).
 */
const HINDI = import.meta.glob<{ default: Catalogue }>("./**/i18n/hi.ts", { eager: true });
const KEPT = new Set(
  (
    "KYC PAN UPI GST TDS NEFT IMPS RTGS INR OTP IP SMS JOKER AS Argon2 Android Chrome iPhone Safari Add to Home screen Screen Share Send DigiLocker " +
    "Fisher Yates Points Pool Deals Rummy Points21 BA support example com IST Corporate office Sector Chandigarh India"
  )
    .split(" ")
    // Names: the restricted states (the server's list) and the sample testimonials' people, cities and initials.
    .concat(FALLBACK_RESTRICTED_STATES.flatMap((state) => state.split(" ")))
    .concat(TESTIMONIALS.flatMap((t) => [...t.name.split(/[\s.]+/), t.city, t.name.split(/\s+/).map((part) => part[0]).join("")])),
);

function englishWords(text: string): string[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z0-9]+/g)].map((m) => m[0]).filter((word) => !KEPT.has(word) && !/^\d/.test(word));
}

async function seen(Page: ComponentType): Promise<string> {
  await act(async () => {
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>,
    );
  });
  await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
  const text = document.body.textContent ?? "";
  cleanup();
  return text;
}

beforeAll(async () => {
  // No settings server here: the pages show their fallbacks.
  vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 503 })));
  for (const [path, mod] of Object.entries(HINDI)) {
    // ./i18n/hi.ts is the `pages` namespace; ./home/i18n/hi.ts is `home`, and so on.
    const namespace = /^\.\/([^/]+)\/i18n\/hi\.ts$/.exec(path)?.[1] ?? "pages";
    i18n.addResourceBundle("hi", namespace, mod.default, true, true);
  }
  i18n.addResourceBundle("hi", COMMON, commonHindi, true, true);
  await i18n.changeLanguage("hi");
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

// The first render compiles every page module: a loaded machine needs more than the default 5 s.
describe("the public pages in Hindi", { timeout: 60_000 }, () => {
  it("the home page", async () => {
    expect(englishWords(await seen(() => <HomePage onPlay={() => undefined} />))).toEqual([]);
  });

  for (const { path, Component } of PUBLIC_INFO_PAGES) {
    it(path, async () => {
      expect(englishWords(await seen(Component))).toEqual([]);
    });
  }
});
