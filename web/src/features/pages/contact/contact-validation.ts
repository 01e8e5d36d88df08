/** SPEC.md section 5, "Contact form (whitespace trimmed)": messages word for word. */

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The messages, word for word (the catalogue's English reads them here). */
export const CONTACT_MESSAGES = {
  nameMissing: "Name is required",
  nameShort: "Name must be at least 2 characters long",
  emailMissing: "Email is required",
  emailInvalid: "Please enter a valid email address",
  subjectMissing: "Subject is required",
  subjectShort: "Subject must be at least 5 characters long",
  messageMissing: "Message is required",
  messageShort: "Message must be at least 10 characters long",
} as const;
const M = CONTACT_MESSAGES;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function required(value: string, minLength: number, missing: string, tooShort: string): string | undefined {
  const v = value.trim();
  if (v === "") return missing;
  if (v.length < minLength) return tooShort;
  return undefined;
}

export function contactFieldError(field: keyof ContactValues, value: string): string | undefined {
  switch (field) {
    case "name":
      return required(value, 2, M.nameMissing, M.nameShort);
    case "email":
      if (value.trim() === "") return M.emailMissing;
      return EMAIL.test(value.trim()) ? undefined : M.emailInvalid;
    case "subject":
      return required(value, 5, M.subjectMissing, M.subjectShort);
    case "message":
      return required(value, 10, M.messageMissing, M.messageShort);
  }
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ["name", "email", "subject", "message"] as const) {
    const error = contactFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
