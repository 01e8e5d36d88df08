import { Link, useLocation } from "react-router-dom";
import { useDocumentTitle } from "../../shared/ui/use-document-title.ts";

export interface ComingSoonProps {
  readonly title: string;
  /** One sentence on what this page will do, from SPEC.md. */
  readonly description: string;
}

/** A placeholder for a logged-in page another feature will provide. */
export function ComingSoonPage({ title, description }: ComingSoonProps) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p className="coming-soon__tag">Coming soon</p>
      <p>{description}</p>
      {pathname !== "/lobby" && (
        <p>
          <Link to="/lobby">Back to the lobby</Link>
        </p>
      )}
    </section>
  );
}
