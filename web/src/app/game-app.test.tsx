import { act, cleanup, render, screen } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportSessionEnded } from "../shared/api/client.ts";
import { tokenAtom } from "../shared/session/session.ts";
import { readStorage, STORAGE_KEYS } from "../shared/session/storage-keys.ts";

// The table is replaced by a stub that shows the query it was given: this test is about the
// game window's frame (src/game.tsx), not the table.
vi.mock("../features/game-table/game-table-page.tsx", () => ({
  default: ({ params }: { params: URLSearchParams }) => <p>table {params.get("sTableId")}</p>,
}));

async function openGameWindow(goHome?: () => void) {
  window.history.replaceState(null, "", "/game?sAuthToken=tok&sTableId=t1&nChips=12");
  localStorage.setItem("Token", "tok");
  getDefaultStore().set(tokenAtom, "tok");
  // Imported once the URL is set: the game window reads its query once, as its module loads.
  const { GameApp } = await import("./game-app.tsx");
  render(<GameApp goHome={goHome} />);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the game window's own entry", () => {
  it("shows the table named in the window's URL, without the router", async () => {
    await openGameWindow();
    expect(screen.getByText("table t1")).toBeTruthy();
  });

  it("ends the session on a 401 and loads / with the notice left for that page", async () => {
    const goHome = vi.fn();
    await openGameWindow(goHome);
    act(() => void reportSessionEnded());
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("Token")).toBeNull();
    // The 'toast' logout flag waits for the home page, which shows the notice (session-problems.ts).
    expect(readStorage(STORAGE_KEYS.logoutFlag)).toBe("toast");
  });
});
