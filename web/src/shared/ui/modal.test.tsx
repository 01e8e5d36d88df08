import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmModal } from "./confirm-modal.tsx";
import { Modal } from "./modal.tsx";

/** Keyboard and screen-reader behaviour of the modals: focus in, focus kept, Escape, focus back. */

afterEach(cleanup);

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div id="root">
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal
          title="Forgot Password"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          footer={<button>Submit</button>}
        >
          <label>
            Email <input />
          </label>
        </Modal>
      )}
    </div>
  );
}

describe("Modal", () => {
  it("is a labelled modal dialog that focuses its first field and makes the page inert", () => {
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Forgot Password" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(document.getElementById("root")?.hasAttribute("inert")).toBe(true);
  });

  it("Escape closes it and focus returns to the opener", () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.getElementById("root")?.hasAttribute("inert")).toBe(false);
  });

  it("Tab from the last control wraps to the first, Shift+Tab from the first to the last", () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    const close = screen.getByRole("button", { name: "Close" });
    const submit = screen.getByRole("button", { name: "Submit" });
    submit.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it("only the top modal answers Escape", () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal title="Verify OTP" onClose={outer}>
          <p>code</p>
        </Modal>
        <ConfirmModal title="Discard changes" message="Are you sure you want to discard the changes?" onConfirm={vi.fn()} onCancel={inner} />
      </>,
    );
    act(() => {
      fireEvent.keyDown(document, { key: "Escape" });
    });
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog", { name: "Discard changes" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "No" }));
  });
});
