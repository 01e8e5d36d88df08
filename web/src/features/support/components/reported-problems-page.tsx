import "./support.css";
import { useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchTicket, fetchTickets, openAttachment, removeTicket, toTicket, type Ticket } from "../api/support-api.ts";
import { canCancel, TICKET_STATES } from "../model/report-form.ts";

export const NO_TICKETS = "Not Available";

function StateBadge({ state }: { state: string }) {
  const tone = state === "resolved" ? "success" : state === "inReview" || state === "inProgress" ? "pending" : "other";
  return <span className={`status-badge status-badge--${tone}`}>{TICKET_STATES[state] ?? state}</span>;
}

function TicketModal({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  return (
    <Modal title="Reported problem" onClose={onClose} size="md" testId="ticket-modal">
      <dl className="details">
        <dt>Issue</dt>
        <dd>{ticket.eCategory}</dd>
        <dt>Status</dt>
        <dd>
          <StateBadge state={ticket.eState} />
        </dd>
        <dt>Raised</dt>
        <dd>{formatDateTime(ticket.dCreatedDate)}</dd>
        <dt>Comments</dt>
        <dd className="ticket-text">{ticket.sDescription}</dd>
      </dl>
      {ticket.media.length > 0 && (
        <>
          <h3 className="ticket-media__title">Attachments</h3>
          <ul className="ticket-media">
            {ticket.media.map((url, i) => (
              <li key={url}>
                <button type="button" className="link-button" onClick={() => void openAttachment(url).catch((e: unknown) => toastError(errorMessage(e)))}>
                  Attachment {i + 1}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

/** /reported-problems: the player's tickets; View opens one, Cancel Request only while in review. */
export default function ReportedProblemsPage() {
  const list = usePagedList(fetchTickets, toTicket);
  const [viewing, setViewing] = useState<Ticket | null>(null);
  const [cancelling, setCancelling] = useState<Ticket | null>(null);

  const view = async (ticket: Ticket) => {
    try {
      setViewing(await fetchTicket(ticket._id));
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  const cancel = async (ticket: Ticket) => {
    setCancelling(null);
    try {
      toastSuccess((await removeTicket(ticket._id)) || "Request cancelled successfully.");
      list.reload();
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  const columns: Column<Ticket>[] = [
    { key: "date", header: "Date", cell: (t) => formatDateTime(t.dCreatedDate) },
    { key: "issue", header: "Issue", cell: (t) => <strong>{t.eCategory}</strong> },
    { key: "comments", header: "Comments", cell: (t) => <span className="ticket-snippet">{t.sDescription}</span> },
    { key: "state", header: "Status", cell: (t) => <StateBadge state={t.eState} /> },
    {
      key: "actions",
      header: "Actions",
      align: "end",
      cell: (t) => (
        <span className="ticket-actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void view(t)}>
            View
          </button>
          {canCancel(t.eState) && (
            <button type="button" className="btn btn--ghost btn--sm ticket-actions__cancel" onClick={() => setCancelling(t)}>
              Cancel Request
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <AccountShell title="Reported Problems" testId="reported-problems">
      <PagedTable list={list} columns={columns} rowKey={(t) => t._id} caption="Reported problems" empty={NO_TICKETS} noun="tickets" testId="tickets-table" />
      {viewing && <TicketModal ticket={viewing} onClose={() => setViewing(null)} />}
      {cancelling && (
        <ConfirmModal title="Cancel request" message="Are you sure you want to cancel this request?" onConfirm={() => void cancel(cancelling)} onCancel={() => setCancelling(null)} testId="cancel-ticket-confirm" />
      )}
    </AccountShell>
  );
}
