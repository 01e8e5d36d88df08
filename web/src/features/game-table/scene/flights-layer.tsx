/**
 * Cards in flight, so the table reads at a glance: a card back flies from a pile to the player
 * who drew it, and a discarded card flies from its player's seat to the open deck. Flights are
 * decoration only; the piles and hands already show the new state underneath.
 */
import { useTick } from "@pixi/react";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import type { Container } from "pixi.js";
import type { Moment } from "../model/moments.ts";
import { momentsAtom, viewAtom } from "../model/table-store.ts";
import { HIDDEN, type CardFace } from "./card-face.ts";
import { CardView } from "./card-view.tsx";
import type { Point, TableLayout } from "./layout.ts";

const FLIGHT_MS = 320;
const MAX_FLIGHTS = 6;

interface Flight {
  readonly id: number;
  readonly face: CardFace;
  readonly from: Point;
  readonly to: Point;
  readonly start: number;
}

function seatPoint(layout: TableLayout, seat: number): Point | null {
  const slot = layout.seats.find((s) => s.seat === seat);
  return slot ? { x: slot.x - layout.card.w / 2, y: slot.y - layout.card.h / 2 } : null;
}

function flightOf(layout: TableLayout, m: Moment, mySeat: number | null, id: number, start: number): Flight | null {
  if (m.type === "drew" && m.seat !== mySeat) {
    const to = seatPoint(layout, m.seat);
    const from = m.from === "open" ? layout.open : layout.closed;
    return to ? { id, face: m.from === "open" && m.card !== null ? m.card : HIDDEN, from, to, start } : null;
  }
  if (m.type === "discarded") {
    const from = m.seat === mySeat ? { x: layout.width / 2 - layout.card.w / 2, y: layout.hand.top } : seatPoint(layout, m.seat);
    return from ? { id, face: m.card, from, to: layout.open, start } : null;
  }
  return null;
}

function FlyingCard({ flight, layout }: { flight: Flight; layout: TableLayout }) {
  const ref = useRef<Container>(null);
  useTick(() => {
    const c = ref.current;
    if (!c) return;
    const k = Math.min(1, (performance.now() - flight.start) / FLIGHT_MS);
    const e = 1 - (1 - k) ** 3;
    c.position.set(flight.from.x + (flight.to.x - flight.from.x) * e, flight.from.y + (flight.to.y - flight.from.y) * e);
    c.alpha = k < 1 ? 1 : 0;
  });
  return (
    <pixiContainer ref={ref} x={flight.from.x} y={flight.from.y}>
      <CardView card={flight.face} w={layout.card.w} h={layout.card.h} />
    </pixiContainer>
  );
}

export function FlightsLayer({ layout }: { layout: TableLayout }) {
  const { seq, moments } = useAtomValue(momentsAtom);
  const view = useAtomValue(viewAtom);
  const mySeat = view?.mySeat ?? null;
  const [flights, setFlights] = useState<readonly Flight[]>([]);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);
  useEffect(() => {
    if (seq === 0) return;
    const now = performance.now();
    const added = moments.map((m, i) => flightOf(layoutRef.current, m, mySeat, seq * 10 + i, now)).filter((f): f is Flight => f !== null);
    if (added.length === 0) return;
    setFlights((current) => [...current, ...added].slice(-MAX_FLIGHTS));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlights((current) => current.filter((f) => !added.includes(f)));
    }, FLIGHT_MS + 50);
    timers.current.add(timer);
  }, [seq, moments, mySeat]);
  return (
    <pixiContainer label="flights">
      {flights.map((f) => (
        <FlyingCard key={f.id} flight={f} layout={layout} />
      ))}
    </pixiContainer>
  );
}
