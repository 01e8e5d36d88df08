import { Link } from "react-router-dom";
import { StaticPage } from "../layout/static-page.tsx";

/** The rules as the engine plays them (RULES.md). Numbers are the default rule sets. */
export default function HowToPlay() {
  return (
    <StaticPage title="How to Play" lead="Arrange all your cards into sequences and sets, then declare. Here is everything you need, in the order you need it.">
      <h2>The aim</h2>
      <p>
        In 13-card rummy each player gets 13 cards. On your turn you draw one card (from the closed deck, or the top card of the open deck) and
        discard one. You win the deal by arranging all 13 cards into valid groups and <strong>declaring</strong>: put the 14th card in the finish
        slot and show your groups.
      </p>
      <h2>Valid groups</h2>
      <dl className="rules-list">
        <dt>Pure sequence</dt>
        <dd>
          3 or more cards of one suit in a row, with no joker standing in: <span className="cards">5♥ 6♥ 7♥</span>. Ace can be low (
          <span className="cards">A♠ 2♠ 3♠</span>) or high (<span className="cards">Q♠ K♠ A♠</span>), but not both: K♠ A♠ 2♠ is not a sequence.
        </dd>
        <dt>Impure sequence</dt>
        <dd>
          A sequence where a joker stands in for a missing card: <span className="cards">5♦ JOKER 7♦</span>.
        </dd>
        <dt>Set</dt>
        <dd>
          3 or 4 cards of the same rank, each of a different suit: <span className="cards">8♠ 8♥ 8♣</span>. Jokers may stand in. Two cards of the
          same suit (8♠ 8♠ 8♥) do not make a set.
        </dd>
      </dl>
      <h2>A valid declaration</h2>
      <p>
        All 13 cards in groups, every group valid, <strong>at least two sequences</strong>, and <strong>at least one of them pure</strong>. A
        declaration that breaks any of these is a <strong>wrong show</strong> and costs 80 points.
      </p>
      <h2>Jokers</h2>
      <p>
        After the deal one card is cut from the closed deck: every card of that rank, in all suits, is a wild joker for the deal. If the cut card
        is a printed joker, Aces are wild. Printed and wild jokers can stand in for any card in a set or impure sequence. A wild joker used as
        its own card (6♥ in 5♥ 6♥ 7♥ when sixes are wild) keeps the sequence pure.
      </p>
      <h2>Counting points</h2>
      <p>
        A, K, Q and J count 10; 2 to 10 count their face value; jokers count 0. When someone declares, the others arrange their cards. If you
        have a pure sequence and a second sequence, only cards outside valid groups count; otherwise every card counts. The count is capped at
        80.
      </p>
      <h2>Turns and drops</h2>
      <ul>
        <li>A turn lasts 30 seconds, and you have a 10-second time bank per deal for when you need longer.</li>
        <li>A card you picked from the open deck cannot be discarded in the same turn. A joker cannot be picked from the open deck, except the first open card of the deal.</li>
        <li>You may drop (leave the deal) on your turn: 20 points before your first draw, 40 after it.</li>
        <li>If your time runs out, the game draws and discards for you. Three missed turns in a row count as a middle drop.</li>
      </ul>
      <h2>The variants</h2>
      <dl className="rules-list">
        <dt>Points rummy</dt>
        <dd>
          One deal, 2 decks with printed jokers. Each point has a value set by the table; the winner collects the losers&apos; points times
          that value.
        </dd>
        <dt>Pool rummy (101 and 201)</dt>
        <dd>
          Deals continue and points add up. You are out at 101 (or 201). The deal winner scores 0. Drops cost 20/40 in Pool 101 and 25/50 in Pool
          201. The last player left wins the pool. You may rejoin once eliminated while nobody remaining has more than 79 (174 in Pool 201).
        </dd>
        <dt>Deals rummy</dt>
        <dd>
          A fixed number of deals (2, 3 or 6). Everyone starts with 80 chips per deal; the deal winner takes each loser&apos;s points as chips.
          Most chips after the last deal wins; a tie plays one more deal.
        </dd>
        <dt>21-card rummy</dt>
        <dd>
          21 cards each and more jokers: besides the cut rank, the cards one rank above and below the cut card in its suit are jokers too. You
          need at least 3 pure sequences (three identical cards, a tunnela, count as one), or 8 pairs of identical cards (dublees). Drops cost
          30/70; the cap is 120.
        </dd>
        <dt>10-card rummy (practice)</dt>
        <dd>
          Points rummy with 10 cards each: 1 deck with its printed jokers for 2 players, 2 decks for more. Declare with at least two sequences,
          one of them pure, and every other card in a sequence or a set. Drops cost 20/40; the cap is 80. In the lobby&apos;s &quot;10 &amp; 27
          Cards&quot; tab.
        </dd>
        <dt>27-card rummy (practice)</dt>
        <dd>
          Points rummy with 27 cards each from 3 decks. Jokers as in 21-card rummy, with two ranks above and two below the cut card in its suit.
          Declare with at least 3 pure sequences (a tunnela counts as one) and every other card in a sequence or a set. Drops cost 40/80; the cap
          is 160. In the lobby&apos;s &quot;10 &amp; 27 Cards&quot; tab.
        </dd>
      </dl>
      <p>
        Ready? Practise free at any table, or read our <Link to="/tutorials">tutorials</Link> and <Link to="/faq">FAQ</Link>.
      </p>
    </StaticPage>
  );
}
