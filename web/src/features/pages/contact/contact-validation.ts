/** SPEC.md section 5, "Contact form (whitespace trimmed)": messages word for word. */

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

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
      return required(value, 2, "Name is required", "Name must be at least 2 characters long");
    case "email":
      if (value.trim() === "") return "Email is required";
      return EMAIL.test(value.trim()) ? undefined : "Please enter a valid email address";
    case "subject":
      return required(value, 5, "Subject is required", "Subject must be at least 5 characters long");
    case "message":
      return required(value, 10, "Message is required", "Message must be at least 10 characters long");
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
