import { useState, type FormEvent } from "react";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { joinAgent } from "../api/account-api.ts";
import { agentError, cleanAgent } from "../model/kyc-form.ts";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

/** Agent joining (SPEC.md section 2): an agent id of exactly 6 characters. */
export function AgentPanel({ agentId }: { agentId: string }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  if (agentId) {
    return (
      <section className="panel" aria-labelledby="agent-title">
        <h2 className="panel__title" id="agent-title">
          Agent
        </h2>
        <p className="notice notice--success">
          You have joined agent <strong>{agentId}</strong>.
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
      profileSuccess((await joinAgent(value)) || "Agent joined successfully.");
      setValue("");
      await refreshProfile();
    } catch (e) {
      profileFailure(e);
    }
  };
  return (
    <form className="panel" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="agent-title">
      <h2 className="panel__title" id="agent-title">
        Join an agent
      </h2>
      <div className="inline-form">
        <TextField
          label="Agent id"
          value={value}
          onChange={(e) => {
            setValue(cleanAgent(e.target.value));
            setError(undefined);
          }}
          maxLength={6}
          autoCapitalize="characters"
          autoComplete="off"
          error={error}
          hint="The 6-character id your agent gave you."
        />
        <button type="submit" className="btn btn--primary" disabled={value === ""}>
          Join
        </button>
      </div>
    </form>
  );
}
