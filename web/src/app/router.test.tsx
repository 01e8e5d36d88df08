import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenAtom } from "../shared/session/session.ts";
import { profileReply, settingsReply } from "../shared/testing/shell-replies.ts";
import { returnPath } from "./guards.tsx";
import { routes } from "./routes.tsx";

/** Route table and guards (SPEC.md section 2), against a fake API that allows everything. */

/** Lazy pages load their chunk first; a loaded machine needs more than findBy's default 1 s. */
const SLOW = { timeout: 15_000 };

function fakeApi() {
  const reply = (data: unknown) => new Response(JSON.stringify({ message: "success.", data }), { status: 200, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.includes("/profile")) return reply(profileReply({ nChips: 1500 }));
      if (url.includes("/setting")) return reply(settingsReply({ aRestrictedState: ["Assam"] }));
      return reply({ sState: "Delhi", bInIndia: true, bAllowed: true, sTitle: "", sDetail: "" });
    }),
  );
  vi.stubGlobal("scrollTo", () => undefined);
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 28.6, longitude: 77.2 } } as GeolocationPosition) },
  });
}

function login(token: string | null) {
  if (token) localStorage.setItem("Token", token);
  else localStorage.removeItem("Token");
  getDefaultStore().set(tokenAtom, token);
}

async function open(path: string, state?: unknown) {
  const memory = createMemoryRouter(routes, { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  await act(async () => {
    render(<RouterProvider router={memory} />);
  });
  return memory;
}

beforeEach(() => {
  localStorage.clear();
  fakeApi();
});

afterEach(() => {
  cleanup();
  login(null);
  vi.unstubAllGlobals();
});

// A lazy page compiles its chunk (and its catalogue) on first use: a loaded machine needs more than 5 s.
describe("public routes", { timeout: 20_000 }, () => {
  it("renders the home page at / and sends unknown paths to /", async () => {
    const memory = await open("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: /Play Indian Rummy/ }, SLOW)).toBeTruthy();
    expect(memory.state.location.pathname).toBe("/");
  });

  it.each([
    ["/about-us", "About Us"],
    ["/TDS", "TDS Policy"],
    ["/legality", "Legality"],
    ["/contact-support", "Contact Us"],
    ["/referearn", "Refer and Earn"],
  ])("%s shows %s and sets the page title", async (path, title) => {
    await open(path);
    expect(await screen.findByRole("heading", { level: 1, name: title }, SLOW)).toBeTruthy();
    // The title is set by an effect, which React may run a moment after the heading is shown.
    await waitFor(() => expect(document.title).toBe(`${title} | Rummy`));
  });

  it("matches exactly: a path below a page is unknown", async () => {
    const memory = await open("/about-us/team");
    expect(memory.state.location.pathname).toBe("/");
  });

  it("/game without a table is the home page with the site header and footer", async () => {
    await open("/game");
    expect(await screen.findByRole("heading", { level: 1, name: /Play Indian Rummy/ }, SLOW)).toBeTruthy();
    expect(document.querySelector(".public-header")).not.toBeNull();
    expect(document.querySelector(".page--public")).not.toBeNull();
  });

  it("redirects the misspelt /tearms-of-service", async () => {
    const memory = await open("/tearms-of-service");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" }, SLOW)).toBeTruthy();
    expect(memory.state.location.pathname).toBe("/terms-of-service");
  });
});

describe("route guarding", () => {
  it.each(["/lobby", "/my-account", "/deposit-cash", "/faq-prv", "/game-transaction/table-transaction/abc"])(
    "%s without a token goes to / and remembers where it was going",
    async (path) => {
      const memory = await open(path);
      expect(memory.state.location.pathname).toBe("/");
      expect(returnPath(memory.state.location.state)).toBe(path);
    },
  );

  it("/ with a saved token goes to /lobby inside the shell", async () => {
    login("token-1");
    const memory = await open("/");
    expect(await screen.findByTestId("shell-header", {}, SLOW)).toBeTruthy();
    expect(memory.state.location.pathname).toBe("/lobby");
    // The header shows the element at once and the name when the profile arrives.
    await waitFor(() => expect(screen.getByTestId("username").textContent).toBe("ravi"), SLOW);
  });

  it("/ with a saved token goes back to where the player came from", async () => {
    login("token-1");
    const memory = await open("/", { from: { pathname: "/passbook", search: "?tab=deposit", hash: "" } });
    expect(memory.state.location.pathname).toBe("/passbook");
    expect(memory.state.location.search).toBe("?tab=deposit");
  });

  it("public pages stay public for a logged-in player, and -prv copies open in the shell", async () => {
    login("token-1");
    const memory = await open("/faq-prv");
    expect(await screen.findByRole("heading", { level: 1, name: "FAQ's" }, SLOW)).toBeTruthy();
    expect(screen.getByTestId("shell-header")).toBeTruthy();
    expect(memory.state.location.pathname).toBe("/faq-prv");
  });
});

describe("returnPath", () => {
  it.each([
    [undefined, "/lobby"],
    [{ from: { pathname: "/" } }, "/lobby"],
    [{ from: { pathname: "//evil.example" } }, "/lobby"],
    [{ from: { pathname: "/invite", search: "", hash: "#code" } }, "/invite#code"],
  ])("%j -> %s", (state, expected) => expect(returnPath(state)).toBe(expected));
});
