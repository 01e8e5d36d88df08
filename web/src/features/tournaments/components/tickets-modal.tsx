import { formatDateTime } from "../../../shared/ui/dates.ts";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { formatAmount } from "../../../shared/format/money.ts";
import { fetchTickets, type TicketRow } from "../api/tournaments-api.ts";
import { NO_TICKETS } from "../model/tournament.ts";

interface Ticket {
  readonly id: string;
  readonly name: string;
  readonly state: string;
  readonly value: number;
  readonly expires: string | null;
}

const toTicket = (r: TicketRow): Ticket => ({ id: r._id, name: r.sName, state: r.eState, value: r.nValue, expires: r.dExpireDate });

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
