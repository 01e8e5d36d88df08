import { useTranslation } from "react-i18next";
import { LOBBY } from "../i18n/index.ts";
import { useEffect, useId, useRef, useState } from "react";
import type { PlayerCount } from "../model/sort-filter.ts";

const COUNTS: readonly PlayerCount[] = [2, 6];

/** SPEC.md section 2: a Max Players dropdown of checkboxes '2 Players' and '6 Players', and reset. */
export function MaxPlayersFilter({ ticked, onChange }: { ticked: ReadonlySet<PlayerCount>; onChange: (next: ReadonlySet<PlayerCount>) => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(LOBBY);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const toggle = (count: PlayerCount) => {
    const next = new Set(ticked);
    if (next.has(count)) next.delete(count);
    else next.add(count);
    onChange(next);
  };

  const summary = ticked.size === 0 || ticked.size === COUNTS.length ? t("filter.all") : [...ticked].map((c) => `${c}`).join(", ");
  return (
    <div className="players-filter" ref={ref}>
      <button type="button" className="btn btn--ghost btn--sm players-filter__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t("filter.summary", { summary })} <span aria-hidden="true">▾</span>
      </button>
      <fieldset id={id} className="players-filter__menu" hidden={!open}>
        <legend className="visually-hidden">{t("filter.maxPlayers")}</legend>
        {COUNTS.map((count) => (
          <label key={count} className="checkbox">
            <input type="checkbox" checked={ticked.has(count)} onChange={() => toggle(count)} />
            <span>{t("filter.players", { count })}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="link-button players-filter__reset" onClick={() => onChange(new Set())} disabled={ticked.size === 0}>
        {t("filter.reset")}
      </button>
    </div>
  );
}
