import "./support.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SUPPORT } from "../i18n/index.ts";
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
  const { t } = useTranslation(SUPPORT);
  const tone = state === "resolved" ? "success" : state === "inReview" || state === "inProgress" ? "pending" : "other";
  return <span className={`status-badge status-badge--${tone}`}>{TICKET_STATES[state] === undefined ? state : t(`states.${state}`)}</span>;
}

function TicketModal({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation(SUPPORT);
  return (
    <Modal title={t("ticket.title")} onClose={onClose} size="md" testId="ticket-modal">
      <dl className="details">
        <dt>{t("ticket.issue")}</dt>
        <dd>{ticket.eCategory}</dd>
        <dt>{t("ticket.status")}</dt>
        <dd>
          <StateBadge state={ticket.eState} />
        </dd>
        <dt>{t("ticket.raised")}</dt>
        <dd>{formatDateTime(ticket.dCreatedDate)}</dd>
        <dt>{t("ticket.comments")}</dt>
        <dd className="ticket-text">{ticket.sDescription}</dd>
      </dl>
      {ticket.media.length > 0 && (
        <>
          <h3 className="ticket-media__title">{t("ticket.attachments")}</h3>
          <ul className="ticket-media">
            {ticket.media.map((url, i) => (
              <li key={url}>
                <button type="button" className="link-button" onClick={() => void openAttachment(url).catch((e: unknown) => toastError(errorMessage(e)))}>
                  {t("ticket.attachment", { number: i + 1 })}
                  <span className="visually-hidden">{t("ticket.newTab")}</span>
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
  const { t } = useTranslation(SUPPORT);
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
      toastSuccess((await removeTicket(ticket._id)) || t("tickets.cancelled"));
      list.reload();
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  const columns: Column<Ticket>[] = [
    { key: "date", header: t("tickets.date"), cell: (row) => formatDateTime(row.dCreatedDate) },
    { key: "issue", header: t("tickets.issue"), cell: (row) => <strong>{row.eCategory}</strong> },
    { key: "comments", header: t("tickets.comments"), cell: (row) => <span className="ticket-snippet">{row.sDescription}</span> },
    { key: "state", header: t("tickets.status"), cell: (row) => <StateBadge state={row.eState} /> },
    {
      key: "actions",
      header: t("tickets.actions"),
      align: "end",
      cell: (row) => (
        <span className="ticket-actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void view(row)}>
            {t("tickets.view")}
          </button>
          {canCancel(row.eState) && (
            <button type="button" className="btn btn--ghost btn--sm ticket-actions__cancel" onClick={() => setCancelling(row)}>
              {t("tickets.cancelRequest")}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <AccountShell title={t("tickets.title")} testId="reported-problems">
      <PagedTable list={list} columns={columns} rowKey={(row) => row._id} caption={t("tickets.caption")} empty={t("tickets.none")} noun={t("tickets.noun")} testId="tickets-table" />
      {viewing && <TicketModal ticket={viewing} onClose={() => setViewing(null)} />}
      {cancelling && (
        <ConfirmModal title={t("tickets.cancelTitle")} message={t("tickets.cancelQuestion")} onConfirm={() => void cancel(cancelling)} onCancel={() => setCancelling(null)} testId="cancel-ticket-confirm" />
      )}
    </AccountShell>
  );
}
