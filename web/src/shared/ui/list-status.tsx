import "./ui-extras.css";
import type { ReactNode } from "react";

/** A list fetched once: loading, refused with a message, or there (with whatever the list holds). */
export type ListState = { readonly status: "loading" } | { readonly status: "error"; readonly message: string } | { readonly status: "ready" };

/**
 * Loading and error states of a list (the lobby's tables, the tournaments); renders children once
 * the list is there. The words are the caller's, from its own catalogue.
 */
export function ListStatus<S extends ListState>({
  state,
  retry,
  loadingText,
  retryText,
  children,
}: {
  state: S;
  retry: () => void;
  loadingText: string;
  retryText: string;
  children: (ready: S & { status: "ready" }) => ReactNode;
}) {
  if (state.status === "loading") {
    return (
      <div className="list-status" role="status">
        <span className="loader__spinner" aria-hidden="true" />
        <span>{loadingText}</span>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div className="list-status list-status--error" role="alert">
        <p>{"message" in state ? state.message : ""}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={retry}>
          {retryText}
        </button>
      </div>
    );
  }
  return <>{children(state as S & { status: "ready" })}</>;
}
