import "./ui-extras.css";
import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Unique on the page: tab and panel ids are built from it. */
  readonly idPrefix: string;
  readonly label: string;
  readonly items: readonly TabItem<T>[];
  readonly selected: T;
  readonly onSelect: (id: T) => void;
  readonly variant?: "main" | "sub" | "pill";
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and select
 * them; only the selected tab is in the Tab order.
 */
export function Tabs<T extends string>({ idPrefix, label, items, selected, onSelect, variant = "main" }: TabsProps<T>) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKey = (event: KeyboardEvent) => {
    const index = items.findIndex((t) => t.id === selected);
    const last = items.length - 1;
    const target =
      event.key === "ArrowRight" ? (index + 1) % items.length : event.key === "ArrowLeft" ? (index - 1 + items.length) % items.length : event.key === "Home" ? 0 : event.key === "End" ? last : -1;
    const next = items[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div className={`ui-tabs ui-tabs--${variant}`} role="tablist" aria-label={label} onKeyDown={onKey}>
      {items.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            if (el) refs.current.set(t.id, el);
            else refs.current.delete(t.id);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, t.id)}
          aria-controls={panelId(idPrefix, t.id)}
          aria-selected={selected === t.id}
          tabIndex={selected === t.id ? 0 : -1}
          className="ui-tabs__tab"
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab. */
export function TabPanel({ idPrefix, id, children, className }: { idPrefix: string; id: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} className={className} tabIndex={0}>
      {children}
    </div>
  );
}
