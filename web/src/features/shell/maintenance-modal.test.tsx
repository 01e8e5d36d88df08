import { act, cleanup, render, screen } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blockIfMaintenance, maintenanceModalOpenAtom, settingsAtom, settingsOf } from "../../shared/settings/settings.ts";
import { settingsReply } from "../../shared/testing/shell-replies.ts";
import { MaintenanceModal } from "./maintenance-modal.tsx";

const store = getDefaultStore();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  store.set(maintenanceModalOpenAtom, false);
  store.set(settingsAtom, null);
});

describe("maintenance modal (SPEC.md sections 2 and 4)", () => {
  it("opens only when eMode is enabled and eState is running", () => {
    const off = settingsOf(settingsReply({ oMaintenance: { eMode: "enabled", eState: "scheduled", dEndAt: null } }));
    expect(blockIfMaintenance(off)).toBe(false);
    const on = settingsOf(settingsReply({ oMaintenance: { eMode: "enabled", eState: "running", dEndAt: null } }));
    expect(blockIfMaintenance(on)).toBe(true);
    expect(store.get(maintenanceModalOpenAtom)).toBe(true);
  });

  it("counts down hh:mm:ss to dEndAt every second", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-05-01T10:00:00Z"));
    store.set(settingsAtom, settingsOf(settingsReply({ oMaintenance: { eMode: "enabled", eState: "running", dEndAt: "2026-05-01T11:02:05Z" } })));
    store.set(maintenanceModalOpenAtom, true);
    render(<MaintenanceModal />);
    expect(screen.getByRole("alertdialog").textContent).toContain("The game is currently under maintenance. It will be back in 01:02:05.");
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole("alertdialog").textContent).toContain("It will be back in 01:02:00.");
    act(() => {
      screen.getByRole("button", { name: "Okay" }).click();
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
