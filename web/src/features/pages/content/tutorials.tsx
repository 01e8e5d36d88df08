import { Link } from "react-router-dom";
import { StaticPage } from "../layout/static-page.tsx";

const LESSONS = [
  {
    title: "1. Sort your hand",
    text: "Use Sort to group cards by suit, then drag cards into groups. The arrange button suggests the best grouping of your current cards; you can still move cards yourself.",
  },
  {
    title: "2. Build the pure sequence first",
    text: "Without a pure sequence every card counts against you. Keep cards that are one step from a pure sequence (6♣ 7♣ needs 5♣ or 8♣) and drop lone high cards early.",
  },
  {
    title: "3. Watch the open deck",
    text: "Every discard tells you what your opponents do not need, and every pick tells you what they do. Avoid discarding a card right next to one they just picked.",
  },
  {
    title: "4. Use the jokers well",
    text: "A joker is best in an impure sequence or a set, never in your only pure sequence. Jokers count 0, so they also cut your points if someone else declares.",
  },
  {
    title: "5. Know when to drop",
    text: "A first drop costs 20 points, a middle drop 40, and a full count can reach 80. With no sequence in sight and high cards in hand, an early drop is often the cheapest result.",
  },
  {
    title: "6. Declare with care",
    text: "Before declaring, check: two sequences, one pure, every card in a valid group. A wrong show costs 80 points.",
  },
];

export default function Tutorials() {
  return (
    <StaticPage title="Rummy Tutorials" lead="Six short lessons, from a first game to declaring with confidence.">
      <div className="lessons">
        {LESSONS.map((lesson) => (
          <section key={lesson.title} className="lesson">
            <h2>{lesson.title}</h2>
            <p>{lesson.text}</p>
          </section>
        ))}
      </div>
      <p>
        The full rules are on <Link to="/how-to-play">How to play</Link>. Practice tables are free, so try each lesson in a real game.
      </p>
    </StaticPage>
  );
}
