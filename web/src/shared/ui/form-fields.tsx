import "./ui-extras.css";
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface FieldFrame {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

function describedBy(id: string, error: unknown, hint: unknown): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export type SelectFieldProps = FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "aria-invalid" | "aria-describedby"> & { readonly children: ReactNode };

/** A labelled native select with its message underneath, styled like TextField. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__box">
        <select id={id} className="field__input field__select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
          {children}
        </select>
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "aria-invalid" | "aria-describedby">;

/** A labelled textarea with a character count when it has a maxLength. */
export function TextAreaField({ label, error, hint, className, maxLength, value, ...area }: TextAreaFieldProps) {
  const id = useId();
  const length = typeof value === "string" ? value.length : 0;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        maxLength={maxLength}
        value={value}
        {...area}
      />
      {maxLength !== undefined && (
        <p className="field__count" aria-hidden="true">
          {length}/{maxLength}
        </p>
      )}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}
