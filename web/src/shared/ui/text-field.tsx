import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { COMMON } from "../i18n/common.ts";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-invalid" | "aria-describedby"> {
  readonly label: string;
  /** Shown at the field, announced, and ties the field to it via aria-describedby. */
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** Content after the input inside the field box (the show/hide toggle). */
  readonly trailing?: ReactNode;
  readonly prefix?: string;
}

/** A labelled input with its message underneath (SPEC.md section 5: messages shown at the field). */
export function TextField({ label, error, hint, trailing, prefix, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__box">
        {prefix && (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      {hint && !error && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing">;

/** A password input with the show/hide toggle of SPEC.md section 2. */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const { t } = useTranslation(COMMON);
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-label={shown ? t("actions.hidePassword") : t("actions.showPassword")}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t("actions.hide") : t("actions.show")}
        </button>
      }
    />
  );
}
