import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Modal } from "./modal.tsx";

/** The table's modal keeps keyboard focus inside it (issue 21) and gives it back when it closes. */

afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <div className="gt-root">
      <button onClick={() => setOpen(true)}>Drop</button>
      <button>Sort</button>
      {open && (
        <Modal
          title="Drop this deal?"
          onClose={() => setOpen(false)}
          actions={
            <>
              <button onClick={() => setOpen(false)}>Cancel</button>
              <button data-autofocus onClick={() => setOpen(false)}>
                Drop
              </button>
            </>
          }
        >
          <a href="#rules">Rules</a>
        </Modal>
      )}
    </div>
  );
}

function open() {
  render(<Opener />);
  const opener = screen.getByRole("button", { name: "Drop" });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole("dialog", { name: "Drop this deal?" });
  return { opener, dialog };
}

describe("table Modal", () => {
  it("moves focus inside the dialog when it opens", () => {
    const { dialog } = open();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("Tab from the last control wraps to the first, Shift+Tab from the first to the last", () => {
    const { dialog } = open();
    const first = screen.getByRole("link", { name: "Rules" });
    const last = dialog.querySelector<HTMLElement>("[data-autofocus]")!;
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("leaves Tab between controls inside the dialog to the browser", () => {
    const { dialog } = open();
    const cancel = screen.getByRole("button", { name: "Cancel" });
    cancel.focus();
    const tab = fireEvent.keyDown(cancel, { key: "Tab" });
    expect(tab).toBe(true); // not prevented
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("returns focus to the opener when it closes", () => {
    const { opener } = open();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
