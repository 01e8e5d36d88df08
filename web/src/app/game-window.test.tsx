import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showToast } from "../shared/ui/toast-store.ts";
import { GameWindow } from "./game-window.tsx";

// The table's chunk is replaced by a stub: this test is about the window around it.
vi.mock("../features/game-table/game-table-page.tsx", () => ({ default: ({ entry }: { entry: { tableId: string } }) => <p>the table {entry.tableId}</p> }));

afterEach(cleanup);

describe("the game window", () => {
  it("is the table alone: no site header, footer or home page", async () => {
    render(<GameWindow entry={{ authToken: "tok", tableId: "table-1", privateCode: null }} />);
    expect(await screen.findByText("the table table-1")).toBeTruthy();
    expect(document.querySelector(".public-header")).toBeNull();
    expect(document.querySelector(".page--public")).toBeNull();
    expect(screen.queryByRole("heading", { level: 1, name: /Play Indian Rummy/ })).toBeNull();
  });

  it("shows the player channel's toasts (a tournament about to start, a logout elsewhere)", async () => {
    render(<GameWindow entry={{ authToken: "tok", tableId: "table-1", privateCode: null }} />);
    await screen.findByText("the table table-1");
    act(() => showToast("Your tournament starts in 1 minute."));
    expect(await screen.findByText("Your tournament starts in 1 minute.")).toBeTruthy();
  });
});
