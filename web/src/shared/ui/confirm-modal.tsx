import { useId } from "react";
import { Modal } from "./modal.tsx";
import { useTranslation } from "react-i18next";
import { COMMON } from "../i18n/common.ts";

export interface ConfirmModalProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly testId?: string;
}

/** A yes/no question (logout, discard changes). Focus starts on No, and Escape answers No. */
export function ConfirmModal({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, testId }: ConfirmModalProps) {
  const { t } = useTranslation(COMMON);
  const messageId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="sm"
      alert
      describedBy={messageId}
      testId={testId}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel} data-autofocus>
            {cancelLabel ?? t("actions.no")}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            {confirmLabel ?? t("actions.yes")}
          </button>
        </>
      }
    >
      <p id={messageId} className="modal__message">
        {message}
      </p>
    </Modal>
  );
}
