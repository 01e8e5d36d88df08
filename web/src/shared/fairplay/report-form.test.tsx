import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReportForm } from "./report-form.tsx";

describe("ReportForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reports a player by seat in a deal and hands back the server's message", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: "Report submitted successfully.", data: { _id: "r1" } }), { status: 200, headers: { "content-type": "application/json" } })));
    vi.stubGlobal("fetch", fetchMock);
    const onDone = vi.fn();
    render(<ReportForm target={{ dealId: "d-1", players: [{ seat: 2, name: "Ravi" }] }} onDone={onDone} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Report"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "chip_dumping" } });
    fireEvent.change(screen.getByLabelText("What happened (optional)"), { target: { value: "drops every deal" } });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("Report submitted successfully."));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/fairplay\/report$/);
    expect(JSON.parse(String(init.body))).toEqual({ eReason: "chip_dumping", sComment: "drops every deal", iDealId: "d-1", nSeat: 2 });
  });

  it("shows the server's refusal in the form", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: "You can send at most 10 reports a day. Please try again tomorrow.", data: {} }), { status: 429, headers: { "content-type": "application/json" } }))));
    render(<ReportForm target={{ tableId: "t-1", players: [] }} onDone={() => undefined} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You can send at most 10 reports a day. Please try again tomorrow.");
  });
});
