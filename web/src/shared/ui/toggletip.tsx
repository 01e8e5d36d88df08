import "./ui-extras.css";
import { useEffect, useId, useRef, useState } from "react";

/** The button's icon: a letter drawn as a symbol (hidden from screen readers, `label` names the button), no word to translate. */
const INFO_MARK = "i";

/**
 * An info button whose text appears on click, hover or focus and is read out when it appears
 * (a "toggletip": works with touch, keyboard and screen readers alike). Escape closes it.
 */
export function Toggletip({ label, text }: { label: string; text: string }) {
  // Hover shows it for a moment; a click pins it (a click after hovering must not close it).
  const [hover, setHover] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hover || pinned;
  const setOpen = (value: boolean) => {
    setHover(value);
    setPinned(value);
  };
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <span className="toggletip" ref={ref} onMouseLeave={() => setHover(false)}>
      <button type="button" className="toggletip__button" aria-label={label} aria-expanded={open} aria-controls={id} onClick={() => (pinned ? setOpen(false) : setPinned(true))} onMouseEnter={() => setHover(true)}>
        <span aria-hidden="true">{INFO_MARK}</span>
      </button>
      <span id={id} role="status" className={`toggletip__bubble${open ? " is-open" : ""}`}>
        {open ? text : ""}
      </span>
    </span>
  );
}
