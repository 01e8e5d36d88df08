import type { ReactNode } from "react";
import type { TablesState } from "./use-tables.ts";

export const NO_TABLES = "There are no Tables to join. Please come back later.";

/** Loading and error states of a table list; renders children once the tables are there. */
export function ListStatus({ state, retry, children }: { state: TablesState; retry: () => void; children: (tables: TablesState & { status: "ready" }) => ReactNode }) {
  if (state.status === "loading") {
    return (
      <div className="lobby-status" role="status">
        <span className="loader__spinner" aria-hidden="true" />
        <span>Loading tables…</span>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div className="lobby-status lobby-status--error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state)}</>;
}
