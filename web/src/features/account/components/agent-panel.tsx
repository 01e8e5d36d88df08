import { useState, type FormEvent } from "react";
import { Trans } from "react-i18next";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { joinAgent } from "../api/account-api.ts";
import { agentError, cleanAgent, KYC_MESSAGES } from "../model/kyc-form.ts";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

/** Agent joining (SPEC.md section 2): an agent id of exactly 6 characters. */
export function AgentPanel({ agentId }: { agentId: string }) {
  const { t } = useTranslation(ACCOUNT);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  if (agentId) {
    return (
      <section className="panel" aria-labelledby="agent-title">
        <h2 className="panel__title" id="agent-title">
          {t("agent.title")}
        </h2>
        <p className="notice notice--success">
          <Trans t={t} i18nKey="agent.joined" values={{ agent: agentId }} components={{ b: <strong /> }} />
        </p>
      </section>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = agentError(value);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      profileSuccess((await joinAgent(value)) || t("agent.joinedToast"));
      setValue("");
      await refreshProfile();
    } catch (e) {
      profileFailure(e);
    }
  };
  return (
    <form className="panel" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="agent-title">
      <h2 className="panel__title" id="agent-title">
        {t("agent.joinTitle")}
      </h2>
      <div className="inline-form">
        <TextField
          label={t("agent.id")}
          value={value}
          onChange={(e) => {
            setValue(cleanAgent(e.target.value));
            setError(undefined);
          }}
          maxLength={6}
          autoCapitalize="characters"
          autoComplete="off"
          error={knownText(t, "messages", KYC_MESSAGES, error)}
          hint={t("agent.hint")}
        />
        <button type="submit" className="btn btn--primary" disabled={value === ""}>
          {t("agent.join")}
        </button>
      </div>
    </form>
  );
}
