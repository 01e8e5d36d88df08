import { act, cleanup, render, screen } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pendingTakeSeatAtom, takeSeatActionAtom, takeSeatAtom } from "../../shared/session/take-seat.ts";
import { TakeSeatModal } from "./take-seat-modal.tsx";

const store = getDefaultStore();
const SEAT = { iTableId: "table-1", iTournamentId: "tournament-1" };

afterEach(() => {
  cleanup();
  store.set(takeSeatAtom, null);
  store.set(takeSeatActionAtom, null);
  store.set(pendingTakeSeatAtom, null);
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<TakeSeatModal />} />
      </Routes>
      <Routes>
        <Route path="/lobby" element={<p>lobby page</p>} />
        <Route path="*" element={<p>other page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Take Seat modal (SPEC.md sections 2 and 4)", () => {
  it("on the lobby, Take Seat runs the lobby's opener with the seat", () => {
    const run = vi.fn();
    store.set(takeSeatActionAtom, { run });
    store.set(takeSeatAtom, SEAT);
    renderAt("/lobby");
    act(() => screen.getByRole("button", { name: "Take Seat" }).click());
    expect(run).toHaveBeenCalledWith(SEAT);
    expect(store.get(pendingTakeSeatAtom)).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("on another page, Take Seat goes to the lobby with the seat pending, for the lobby to open", () => {
    store.set(takeSeatAtom, SEAT);
    renderAt("/my-account");
    expect(screen.getByText("other page")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "Take Seat" }).click());
    expect(screen.getByText("lobby page")).toBeTruthy();
    expect(store.get(pendingTakeSeatAtom)).toEqual(SEAT);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Cancel keeps nothing pending", () => {
    store.set(takeSeatAtom, SEAT);
    renderAt("/my-account");
    act(() => screen.getByRole("button", { name: "Cancel" }).click());
    expect(store.get(pendingTakeSeatAtom)).toBeNull();
    expect(screen.getByText("other page")).toBeTruthy();
  });
});
