import { formatDateTime } from "../../../shared/ui/dates.ts";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { formatAmount } from "../../../shared/format/money.ts";
import { fetchTickets, type TicketRow } from "../api/tournaments-api.ts";
import { TOURNAMENTS, type TournamentsT } from "../i18n/index.ts";
import { useTranslation } from "react-i18next";

interface Ticket {
  readonly id: string;
  readonly name: string;
  readonly state: string;
  readonly value: number;
  readonly expires: string | null;
}

const toTicket = (r: TicketRow): Ticket => ({ id: r._id, name: r.sName, state: r.eState, value: r.nValue, expires: r.dExpireDate });

const columns = (t: TournamentsT): Column<Ticket>[] => [
  { key: "name", header: t("tickets.columns.name"), cell: (ticket) => ticket.name },
  // The contract's states (active, used, expired, restored); a new one shows as the server wrote it.
  { key: "status", header: t("tickets.columns.status"), cell: (ticket) => t(`tickets.states.${ticket.state}`, { defaultValue: ticket.state }) },
  { key: "value", header: t("tickets.columns.value"), align: "end", cell: (ticket) => `₹${formatAmount(ticket.value)}` },
  // formatDateTime answers 'Not Available' for a ticket without an expiry.
  { key: "validity", header: t("tickets.columns.validity"), cell: (ticket) => formatDateTime(ticket.expires) },
];

/** SPEC.md section 2 item 5: My Tickets. */
export function TicketsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(TOURNAMENTS);
  const list = usePagedList(fetchTickets, toTicket);
  return (
    <Modal title={t("tickets.title")} onClose={onClose} size="lg" testId="my-tickets">
      <PagedTable list={list} columns={columns(t)} rowKey={(ticket) => ticket.id} caption={t("tickets.caption")} empty={t("tickets.empty")} noun={t("tickets.noun")} testId="my-tickets-table" />
    </Modal>
  );
}
