import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { router } from "./router.tsx";

describe("router", () => {
  it("renders the home page at / and sends unknown paths to /", async () => {
    const memory = createMemoryRouter(router.routes, { initialEntries: ["/no-such-page"] });
    render(<RouterProvider router={memory} />);
    expect(await screen.findByRole("heading", { name: "Play Indian Rummy" })).toBeTruthy();
    expect(memory.state.location.pathname).toBe("/");
  });
});
