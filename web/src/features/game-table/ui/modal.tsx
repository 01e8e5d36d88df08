/** A modal over the table: labelled, focus moved into it, Escape handled by the table's keys. */
import { useEffect, useId, useRef, type ReactNode } from "react";

export function Modal({ title, children, actions, wide = false, onClose }: { title: string; children: ReactNode; actions: ReactNode; wide?: boolean; onClose?: () => void }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The button marked data-autofocus wins over earlier ones (one selector list would take the first in the page).
    const first = ref.current?.querySelector<HTMLElement>("[data-autofocus]") ?? ref.current?.querySelector<HTMLElement>("button");
    first?.focus();
    return () => previous?.focus();
  }, []);
  return (
    <div className="gt-backdrop" onClick={(e) => e.target === e.currentTarget && onClose?.()}>
      <div ref={ref} className={`gt-modal${wide ? " gt-modal-wide" : ""}`} role="dialog" aria-modal="true" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <div className="gt-modal-body">{children}</div>
        <div className="gt-modal-actions">{actions}</div>
      </div>
    </div>
  );
}
