import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { PasswordField, TextField } from "../../../shared/ui/text-field.tsx";
import { useUnloadWarning } from "../hooks/use-unload-warning.ts";
import { hasErrors, validateRegister, type FieldErrors, type RegisterField, type RegisterValues } from "../validation/forms.ts";
import { LIMITS, MOBILE_PREFIX } from "../validation/messages.ts";
import { cleanMobile, cleanUsername, usernameLiveHint } from "../validation/rules.ts";
import { focusFirstError } from "./focus-first-error.ts";

export const EMPTY_REGISTRATION: RegisterValues = {
  username: "",
  email: "",
  mobile: "",
  password: "",
  gender: "male",
  referral: "",
  agreed: false,
};

const hasInput = (v: RegisterValues) => [v.username, v.email, v.mobile, v.password, v.referral].some((s) => s !== "") || v.agreed;

export interface RegisterFormProps {
  readonly active: boolean;
  /** Called with valid values; the entry screen then asks for confirmation. */
  readonly onValid: (values: RegisterValues) => void;
}

/** The 'register' tab (SPEC.md sections 2 and 5). */
export function RegisterForm({ active, onValid }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  useUnloadWarning(active && hasInput(values));

  const edit = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.agreed) return;
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstError(event.currentTarget);
    onValid(values);
  };

  return (
    <form className="entry-form" onSubmit={submit} noValidate aria-label="Register">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username ?? usernameLiveHint(values.username) ?? undefined}
        onChange={(e) => edit("username", cleanUsername(e.target.value))}
        maxLength={LIMITS.usernameMax}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => edit("email", e.target.value.toLowerCase())}
        maxLength={LIMITS.emailMax}
      />
      <TextField
        label="Mobile number"
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={MOBILE_PREFIX}
        value={values.mobile}
        error={errors.mobile}
        // No maxLength: a pasted "98765 43210" must be cleaned before it is cut to 10 digits.
        onChange={(e) => edit("mobile", cleanMobile(e.target.value))}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        hint="At least 8 characters, with a number and a special character."
        onChange={(e) => edit("password", e.target.value)}
        maxLength={LIMITS.passwordFieldMax}
      />
      <fieldset className="entry-form__gender">
        <legend className="field__label">Gender</legend>
        {(["male", "female"] as const).map((g) => (
          <label key={g} className="radio">
            <input type="radio" name="gender" value={g} checked={values.gender === g} onChange={() => edit("gender", g)} />
            <span>{g === "male" ? "Male" : "Female"}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label="Referral code (optional)"
        name="referral"
        autoComplete="off"
        value={values.referral}
        onChange={(e) => edit("referral", e.target.value.trim())}
        maxLength={LIMITS.referralMax}
      />
      <label className="checkbox">
        <input type="checkbox" name="agreed" checked={values.agreed} onChange={(e) => edit("agreed", e.target.checked)} />
        <span>
          I am 18 years of age or older and I accept the{" "}
          <Link to="/terms-of-service" target="_blank" rel="noopener">
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link to="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </Link>
          .
        </span>
      </label>
      <button type="submit" className="btn btn--primary btn--block" disabled={!values.agreed}>
        Register
      </button>
    </form>
  );
}
