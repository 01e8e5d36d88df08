/** A modal over the table: labelled, focus moved into it and kept there, Escape handled by the table's keys. */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { wrapTab } from "../../../shared/ui/modal-stack.ts";

export function Modal({ title, children, actions, wide = false, onClose }: { title: string; children: ReactNode; actions: ReactNode; wide?: boolean; onClose?: () => void }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The button marked data-autofocus wins over earlier ones (one selector list would take the first in the page).
    const first = ref.current?.querySelector<HTMLElement>("[data-autofocus]") ?? ref.current?.querySelector<HTMLElement>("button");
    first?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  // Tab and Shift+Tab wrap inside the dialog (the same rule as the site's modal): the table behind it is not reachable.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => wrapTab(event, ref.current);
  return (
    <div className="gt-backdrop" onClick={(e) => e.target === e.currentTarget && onClose?.()}>
      <div ref={ref} className={`gt-modal${wide ? " gt-modal-wide" : ""}`} role="dialog" aria-modal="true" aria-labelledby={id} onKeyDown={trapTab}>
        <h2 id={id}>{title}</h2>
        <div className="gt-modal-body">{children}</div>
        <div className="gt-modal-actions">{actions}</div>
      </div>
    </div>
  );
}
