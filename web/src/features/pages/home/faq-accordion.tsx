import "./accordion.css";
import { useId, useState, type ReactNode } from "react";

export interface FaqItem {
  readonly question: string;
  readonly answer: ReactNode;
}

/** An accordion: one button per question (aria-expanded), its answer in a region below. */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question} className={`accordion__item${expanded ? " is-open" : ""}`}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.question}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
