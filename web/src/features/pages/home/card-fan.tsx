import type { CSSProperties } from "react";

const CARDS = [
  { rank: "7", suit: "♥", red: true },
  { rank: "8", suit: "♥", red: true },
  { rank: "9", suit: "♥", red: true },
  { rank: "10", suit: "♥", red: true },
  { rank: "K", suit: "♠", red: false },
] as const;

/** The hero picture: a fanned pure sequence, drawn in HTML and CSS so it costs no image request. */
export function CardFan() {
  return (
    <div className="card-fan" aria-hidden="true">
      {CARDS.map((c, i) => (
        <div key={`${c.rank}${c.suit}`} className={`play-card${c.red ? " play-card--red" : ""}`} style={{ "--i": i - 2 } as CSSProperties}>
          <span className="play-card__corner">
            {c.rank}
            <br />
            {c.suit}
          </span>
          <span className="play-card__pip">{c.suit}</span>
        </div>
      ))}
    </div>
  );
}
