import { formatDateTime } from "../../../shared/ui/dates.ts";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { formatAmount } from "../../../shared/format/money.ts";
import { fetchTickets } from "../api/tournaments-api.ts";
import { NO_TICKETS } from "../model/tournament.ts";

interface Ticket {
  readonly id: string;
  readonly name: string;
  readonly state: string;
  readonly value: number;
  readonly expires: string | null;
}

const toTicket = (r: Record<string, unknown>): Ticket => ({
  id: typeof r["_id"] === "string" ? r["_id"] : "",
  name: typeof r["sName"] === "string" ? r["sName"] : "",
  state: typeof r["eState"] === "string" ? r["eState"] : "",
  value: typeof r["nValue"] === "number" ? r["nValue"] : 0,
  expires: typeof r["dExpireDate"] === "string" ? r["dExpireDate"] : null,
});

const COLUMNS: Column<Ticket>[] = [
  { key: "name", header: "Name", cell: (t) => t.name },
  { key: "status", header: "Status", cell: (t) => t.state.charAt(0).toUpperCase() + t.state.slice(1) },
  { key: "value", header: "Value", align: "end", cell: (t) => `₹${formatAmount(t.value)}` },
  // formatDateTime answers 'Not Available' for a ticket without an expiry.
  { key: "validity", header: "Validity", cell: (t) => formatDateTime(t.expires) },
];

/** SPEC.md section 2 item 5: My Tickets. */
export function TicketsModal({ onClose }: { onClose: () => void }) {
  const list = usePagedList(fetchTickets, toTicket);
  return (
    <Modal title="My Tickets" onClose={onClose} size="lg" testId="my-tickets">
      <PagedTable list={list} columns={COLUMNS} rowKey={(t) => t.id} caption="My tickets" empty={NO_TICKETS} noun="tickets" testId="my-tickets-table" />
    </Modal>
  );
}
