import { Deferred, type Client } from "@colyseus/core";
import { describe, expect, it, vi } from "vitest";
import type { SeatRow } from "../services/tables/repository.ts";
import { TableSeats } from "./table-seats.ts";
import { TableState } from "./table-state.ts";

const row = (id: string): SeatRow => ({ id, seat: 0, userId: "00000000-0000-4000-8000-000000000001", name: "Asha", avatar: "", isBot: false, chipsPaise: 100_00n }) as unknown as SeatRow;

const socket = (): Client & { leave: ReturnType<typeof vi.fn> } => ({ sessionId: Math.random().toString(36), userData: undefined, view: undefined, leave: vi.fn() }) as unknown as Client & { leave: ReturnType<typeof vi.fn> };

describe("a dropped seat's reconnection", () => {
  it("a room that is disposing answers with a plain rejected promise: the seat can still be stood up or taken over", async () => {
    const seats = new TableSeats(new TableState(), () => undefined);
    const slot = seats.sit(row("r1"));
    const first = socket();
    seats.connect(slot, first);
    // What Colyseus' allowReconnection returns while the room disposes (a drain handing it over).
    const waiting = seats.dropped(slot, first, Promise.reject(new Error("disposing")));
    expect(() => seats.connect(slot, socket())).not.toThrow();
    await waiting;
    expect(slot.reconnection).toBeUndefined();
    expect(() => seats.stand(0)).not.toThrow();
  });

  it("a newer socket refuses the pending reconnection and holds the seat", async () => {
    const seats = new TableSeats(new TableState(), () => undefined);
    const slot = seats.sit(row("r1"));
    const first = socket();
    seats.connect(slot, first);
    const reconnection = new Deferred<Client>();
    const waiting = seats.dropped(slot, first, reconnection);
    expect(slot.reconnection).toBe(reconnection);
    const second = socket();
    seats.connect(slot, second);
    await waiting;
    await expect(reconnection.promise).rejects.toThrow("taken over");
    expect(slot.client).toBe(second);
    expect(slot.reconnection).toBeUndefined();
  });
});
