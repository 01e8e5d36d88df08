import { useId } from "react";
import { Modal } from "../../../shared/ui/modal.tsx";
import { MOBILE_PREFIX } from "../validation/messages.ts";

export interface RegisterConfirmModalProps {
  readonly mobile: string;
  readonly email: string;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/** Register confirmation (SPEC.md section 2): the mobile and email the OTP will go to. */
export function RegisterConfirmModal({ mobile, email, onSubmit, onCancel }: RegisterConfirmModalProps) {
  const describedBy = useId();
  return (
    <Modal
      title="Confirm your details"
      onClose={onCancel}
      size="sm"
      describedBy={describedBy}
      testId="register-confirm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={onSubmit} data-autofocus>
            Submit
          </button>
        </>
      }
    >
      <p id={describedBy} className="modal__message">
        We will send a 4-digit OTP to this mobile number. Please check that both are right.
      </p>
      <dl className="details">
        <dt>Mobile</dt>
        <dd>
          {MOBILE_PREFIX} {mobile}
        </dd>
        <dt>Email</dt>
        <dd>{email}</dd>
      </dl>
    </Modal>
  );
}
