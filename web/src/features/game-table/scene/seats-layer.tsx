/**
 * The seats round the table: avatar (an initial on a coloured disc), name and chips, a ring that
 * counts down the 30 s turn and then the time bank, badges for dropped / offline / bot / out,
 * and a small fan of card backs with an opponent's card count.
 */
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { useCallback, useMemo, useRef } from "react";
import type { Graphics, Text } from "pixi.js";
import { useTick } from "@pixi/react";
import { stake } from "../model/stake.ts";
import type { PlayerSeat, TableView } from "../model/types.ts";
import { viewAtom } from "../model/table-store.ts";
import { drawBack, textStyle } from "./card-art.ts";
import type { SeatSlot, TableLayout } from "./layout.ts";

const AVATAR_COLORS = [0x2f6fdb, 0xd35400, 0x8e44ad, 0x16a085, 0xc0392b, 0x2c3e50];

type BadgeKey = "offline" | "dropped" | "wrongShow" | "declared" | "out" | "left" | "bot";

/** The seat's badge: its catalogue key (canvas.badges) and colour. */
function badgeOf(p: PlayerSeat): { key: BadgeKey; color: number } | null {
  if (!p.connected && !p.isBot) return { key: "offline", color: 0x7f8c8d };
  switch (p.status) {
    case "dropped":
      return { key: "dropped", color: 0x95a5a6 };
    case "wrong_show":
      return { key: "wrongShow", color: 0xc0392b };
    case "declared":
      return { key: "declared", color: 0x1f9d55 };
    case "eliminated":
      return { key: "out", color: 0x7f1d2d };
    case "left":
      return { key: "left", color: 0x7f8c8d };
    default:
      return p.isBot ? { key: "bot", color: 0x34495e } : null;
  }
}

/** Where the turn clock stands at a moment: the share of the ring left, bank time or not, whole seconds left. */
type TurnClock = (now: number) => { readonly k: number; readonly bank: boolean; readonly seconds: number };

function turnClock(turnEndsAt: number, deadline: number, turnMs: number): TurnClock {
  return (now) => {
    const bank = now >= turnEndsAt;
    const left = Math.max(0, (bank ? deadline : turnEndsAt) - now);
    const span = bank ? Math.max(1, deadline - turnEndsAt) : Math.max(1, turnMs);
    return { k: Math.min(1, left / span), bank, seconds: Math.ceil(left / 1000) };
  };
}

/**
 * The turn ring, outside React: the ticker asks the clock every frame, but the arc is redrawn only
 * when its end has moved a pixel or its colour changed (a few times a second). Rebuilding the
 * Graphics on every frame cost a slow phone's drag frames their budget.
 */
function TurnRing({ radius, clock }: { radius: number; clock: TurnClock }) {
  const ref = useRef<Graphics>(null);
  const drawn = useRef("");
  const draw = useCallback(() => {
    const g = ref.current;
    if (!g) return;
    const { k, bank } = clock(Date.now());
    const color = bank ? 0xb455ff : k > 0.5 ? 0x2ecc71 : k > 0.2 ? 0xf1c40f : 0xe74c3c;
    const ring = radius + 4;
    const pixels = Math.round(k * 2 * Math.PI * ring);
    const key = `${ring}:${pixels}:${color}`;
    if (key === drawn.current) return;
    drawn.current = key;
    g.clear();
    g.circle(0, 0, ring).stroke({ width: 5, color: 0x000000, alpha: 0.35 });
    if (pixels > 0) g.arc(0, 0, ring, -Math.PI / 2, -Math.PI / 2 + pixels / ring).stroke({ width: 5, color, cap: "round" });
  }, [radius, clock]);
  useTick(draw);
  return <pixiGraphics ref={ref} draw={draw} />;
}

const clockColor = (bank: boolean) => (bank ? 0xd7a6ff : 0xf2b632);

/**
 * The seconds left under the name of the seat on turn. The ticker sets the text when the second
 * changes, so the seat is not re-rendered by React while the clock runs.
 */
function ClockText({ clock, size, y }: { clock: TurnClock; size: number; y: number }) {
  const { t } = useTranslation(TABLE);
  const ref = useRef<Text>(null);
  const shown = useRef("");
  const words = (bank: boolean, seconds: number) => t(bank ? "canvas.bank" : "canvas.seconds", { seconds });
  useTick(() => {
    const text = ref.current;
    const { bank, seconds } = clock(Date.now());
    const key = `${bank}:${seconds}`;
    if (!text || key === shown.current) return;
    shown.current = key;
    text.text = words(bank, seconds);
    text.style = textStyle(size, clockColor(bank), "600");
  });
  const { bank, seconds } = clock(Date.now());
  return <pixiText ref={ref} text={words(bank, seconds)} style={textStyle(size, clockColor(bank), "600")} anchor={{ x: 0.5, y: 0 }} y={y} />;
}

function CardFan({ count, x, y, w, h }: { count: number; x: number; y: number; w: number; h: number }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawBack(g, w, h);
    },
    [w, h],
  );
  const shown = Math.min(4, count);
  const badgeR = h * 0.3;
  const drawBadge = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, 0, badgeR).fill({ color: 0x06140f, alpha: 0.9 }).stroke({ width: 1.5, color: 0xf2b632 });
    },
    [badgeR],
  );
  return (
    <pixiContainer x={x} y={y}>
      {Array.from({ length: shown }, (_, i) => (
        <pixiContainer key={i} x={i * w * 0.22} rotation={(i - shown / 2) * 0.06}>
          <pixiGraphics draw={draw} />
        </pixiContainer>
      ))}
      <pixiContainer x={w * 0.5 + (shown - 1) * w * 0.11} y={h * 0.5}>
        <pixiGraphics draw={drawBadge} />
        <pixiText text={String(count)} style={textStyle(h * 0.36, 0xffffff, "800")} anchor={0.5} />
      </pixiContainer>
    </pixiContainer>
  );
}

function SeatView({ slot, player, view, layout }: { slot: SeatSlot; player: PlayerSeat; view: TableView; layout: TableLayout }) {
  const { t } = useTranslation(TABLE);
  const r = layout.avatarRadius;
  const onTurn = view.turn?.seat === player.seat && view.phase === "play";
  const turnEndsAt = onTurn ? (view.turn?.turnEndsAt ?? null) : null;
  const deadline = onTurn ? (view.turn?.deadline ?? null) : null;
  const turnMs = view.rules.turnSeconds * 1000;
  const clock = useMemo(() => (turnEndsAt !== null && deadline !== null ? turnClock(turnEndsAt, deadline, turnMs) : null), [turnEndsAt, deadline, turnMs]);
  const out = player.status === "dropped" || player.status === "wrong_show" || player.status === "eliminated" || player.status === "left";
  const color = AVATAR_COLORS[player.seat % AVATAR_COLORS.length] ?? 0x2f6fdb;
  const drawAvatar = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, 0, r + 1).fill({ color: 0x000000, alpha: 0.4 });
      g.circle(0, 0, r).fill(color).stroke({ width: 2, color: 0xffffff, alpha: 0.9 });
    },
    [r, color],
  );
  const plateW = layout.plateWidth;
  const plateH = Math.max(28, Math.round(r * 1.25));
  const drawPlate = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-plateW / 2, 0, plateW, plateH, 6).fill({ color: 0x06140f, alpha: 0.82 }).stroke({ width: 1, color: onTurn ? 0xf2b632 : 0x2e5e4a });
    },
    [plateW, plateH, onTurn],
  );
  const badgeKind = badgeOf(player);
  const badgeText = badgeKind ? t(`canvas.badges.${badgeKind.key}`) : "";
  const badge = useMemo(() => (badgeKind ? { text: badgeText, color: badgeKind.color } : null), [badgeKind?.color, badgeText]);
  const badgeSize = Math.max(9, r * 0.42);
  const drawBadge = useCallback(
    (g: Graphics) => {
      g.clear();
      if (!badge) return;
      const bw = badge.text.length * badgeSize * 0.7 + 10;
      g.roundRect(-bw / 2, 0, bw, badgeSize + 6, 4).fill(badge.color);
    },
    [badge, badgeSize],
  );
  const isMe = player.seat === view.mySeat;
  const name = player.name;
  const sub =
    player.score !== null
      ? t("canvas.score", { score: player.score })
      : player.chips !== null
        ? stake(player.chips, view.info.practice)
        : "";
  // Compact screens put the plate beside the avatar (not under it) and the fan on the other side.
  const plateBeside = slot.side === "bottom" || (layout.compact && slot.side === "top");
  const fanSide = slot.side === "right" || (layout.compact && slot.side === "top") ? -1 : 1;
  const showFan = !isMe && player.handCount > 0 && !out;
  return (
    <pixiContainer x={slot.x} y={slot.y} alpha={out ? 0.6 : 1} label={`seat:${player.seat}`}>
      {showFan ? <CardFan count={player.handCount} x={fanSide > 0 ? r + 6 : -r - 6 - layout.smallCard.w * 1.6} y={-layout.smallCard.h / 2} w={layout.smallCard.w} h={layout.smallCard.h} /> : null}
      {clock ? <TurnRing radius={r} clock={clock} /> : null}
      <pixiGraphics draw={drawAvatar} />
      <pixiText text={(player.name.trim()[0] ?? "?").toUpperCase()} style={textStyle(r * 1.05, 0xffffff, "800")} anchor={0.5} />
      <pixiContainer x={plateBeside ? r + 8 + plateW / 2 : 0} y={plateBeside ? -plateH / 2 : r + 6}>
        <pixiGraphics draw={drawPlate} />
        <pixiText text={name.length > 14 ? `${name.slice(0, 13)}…` : name} style={textStyle(Math.max(11, plateH * 0.4), 0xffffff, "700")} anchor={{ x: 0.5, y: 0 }} y={plateH * 0.06} />
        {clock ? (
          <ClockText clock={clock} size={Math.max(10, plateH * 0.36)} y={plateH * 0.52} />
        ) : (
          <pixiText text={sub} style={textStyle(Math.max(10, plateH * 0.36), 0xa8d5c2, "600")} anchor={{ x: 0.5, y: 0 }} y={plateH * 0.52} />
        )}
      </pixiContainer>
      {badge ? (
        <pixiContainer y={-r - badgeSize - 8}>
          <pixiGraphics draw={drawBadge} />
          <pixiText text={badge.text} style={textStyle(badgeSize, 0xffffff, "800")} anchor={{ x: 0.5, y: 0 }} y={3} />
        </pixiContainer>
      ) : null}
    </pixiContainer>
  );
}

function EmptySeat({ slot, r }: { slot: SeatSlot; r: number }) {
  const { t } = useTranslation(TABLE);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, 0, r).fill({ color: 0x000000, alpha: 0.25 }).stroke({ width: 2, color: 0xa8d5c2, alpha: 0.35 });
    },
    [r],
  );
  return (
    <pixiContainer x={slot.x} y={slot.y} label={`seat-empty:${slot.seat}`}>
      <pixiGraphics draw={draw} />
      <pixiText text={t("canvas.empty")} style={textStyle(Math.max(9, r * 0.42), 0xa8d5c2, "600")} anchor={0.5} alpha={0.7} />
    </pixiContainer>
  );
}

export function SeatsLayer({ layout }: { layout: TableLayout }) {
  const view = useAtomValue(viewAtom);
  if (!view) return null;
  return (
    <pixiContainer label="seats">
      {layout.seats.map((slot) => {
        const player = view.seats[slot.seat];
        if (player) return <SeatView key={slot.seat} slot={slot} player={player} view={view} layout={layout} />;
        return slot.side === "bottom" ? null : <EmptySeat key={slot.seat} slot={slot} r={layout.avatarRadius} />;
      })}
    </pixiContainer>
  );
}
