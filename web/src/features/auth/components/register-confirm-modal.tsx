import { useId } from "react";
import { Modal } from "../../../shared/ui/modal.tsx";
import { useTranslation } from "react-i18next";
import { AUTH } from "../i18n/index.ts";
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
  const { t } = useTranslation(AUTH);
  return (
    <Modal
      title={t("confirm.title")}
      onClose={onCancel}
      size="sm"
      describedBy={describedBy}
      testId="register-confirm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t("confirm.cancel")}
          </button>
          <button type="button" className="btn btn--primary" onClick={onSubmit} data-autofocus>
            {t("confirm.submit")}
          </button>
        </>
      }
    >
      <p id={describedBy} className="modal__message">
        {t("confirm.message")}
      </p>
      <dl className="details">
        <dt>{t("confirm.mobile")}</dt>
        <dd>
          {MOBILE_PREFIX} {mobile}
        </dd>
        <dt>{t("confirm.email")}</dt>
        <dd>{email}</dd>
      </dl>
    </Modal>
  );
}
