import { useId } from "react";
import { Modal } from "./modal.tsx";

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
export function ConfirmModal({ title, message, confirmLabel = "Yes", cancelLabel = "No", onConfirm, onCancel, testId }: ConfirmModalProps) {
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
            {cancelLabel}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            {confirmLabel}
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
