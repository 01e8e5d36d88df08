import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GameRoute } from "./game-route.tsx";

// The table's chunk is replaced by a stub: this test is about when it loads, not what it draws.
vi.mock("./game-table-page.tsx", () => ({ default: () => <p>the table</p> }));

function open(url: string) {
  const router = createMemoryRouter([{ path: "/game", element: <GameRoute fallback={<h1>Home</h1>} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("the /game route", () => {
  it("is the home page without a table in the URL", () => {
    open("/game");
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
    cleanup();
    open("/game?sTableId=t1");
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
  });

  it("loads the table when the URL names a table and carries the token", async () => {
    open("/game?sAuthToken=tok&sTableId=t1&nChips=12");
    expect(await screen.findByText("the table")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Home" })).toBeNull();
  });
});
