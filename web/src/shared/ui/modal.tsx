import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { focusableIn, isTopModal, pushModal, removeModal, wrapTab } from "./modal-stack.ts";
import { useTranslation } from "react-i18next";
import { COMMON } from "../i18n/common.ts";

export interface ModalProps {
  readonly title: ReactNode;
  /** Escape and the close button call this; without it the modal can only be left by its buttons. */
  readonly onClose?: (() => void) | undefined;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly size?: "sm" | "md" | "lg";
  readonly className?: string;
  /** role="alertdialog" for confirmations and warnings that need an answer. */
  readonly alert?: boolean;
  /** Names the element whose text describes the dialog (read out when it opens). */
  readonly describedBy?: string;
  readonly testId?: string;
  /** A side panel beside the whole dialog on wide screens (the entry screen's welcome panel). */
  readonly aside?: ReactNode;
}

/**
 * An accessible modal dialog rendered while mounted: focus moves into it (the first field, or an
 * element marked data-autofocus) and stays inside it, Escape closes it, and focus returns to
 * where it was when it closes.
 */
export function Modal({ title, onClose, children, footer, size = "md", className, alert, describedBy, testId, aside }: ModalProps) {
  const { t } = useTranslation(COMMON);
  const id = useId();
  const dialogId = `modal-${id.replace(/:/g, "")}`;
  const titleId = `${dialogId}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(dialogId);
    const dialog = dialogRef.current;
    if (dialog) {
      const preferred = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(dialog).find((el) => el.matches("input, select, textarea"));
      (preferred ?? dialog).focus();
    }
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && isTopModal(dialogId) && onCloseRef.current) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      removeModal(dialogId);
      if (previous?.isConnected) previous.focus();
    };
  }, [dialogId]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => wrapTab(event, dialogRef.current);

  return createPortal(
    <div className="modal-backdrop" id={dialogId}>
      <div
        ref={dialogRef}
        className={`modal modal--${size}${aside ? " modal--with-aside" : ""}${className ? ` ${className}` : ""}`}
        role={alert ? "alertdialog" : "dialog"}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={trapTab}
        data-testid={testId}
      >
        {aside && <aside className="modal__aside">{aside}</aside>}
        <header className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className="modal__close" aria-label={t("actions.close")} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
