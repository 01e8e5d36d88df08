import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListStatus, type ListState } from "./list-status.tsx";

afterEach(cleanup);

type Rows = ListState | { readonly status: "ready"; readonly rows: readonly string[] };

function List({ state, retry = () => undefined }: { state: Rows; retry?: () => void }) {
  return (
    <ListStatus state={state} retry={retry} loadingText="Loading tables" retryText="Try again">
      {(ready) => <p>{"rows" in ready ? ready.rows.join(", ") : ""}</p>}
    </ListStatus>
  );
}

describe("a list's loading and error states", () => {
  it("says it is loading, then shows the list", () => {
    const { rerender } = render(<List state={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading tables");
    rerender(<List state={{ status: "ready", rows: ["a", "b"] }} />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("a, b")).toBeTruthy();
  });

  it("shows the error with a retry", () => {
    const retry = vi.fn();
    render(<List state={{ status: "error", message: "Server down" }} retry={retry} />);
    expect(screen.getByRole("alert").textContent).toContain("Server down");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
