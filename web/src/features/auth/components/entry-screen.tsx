import "./auth.css";
import { useAtom, useAtomValue } from "jotai";
import { useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "../../../shared/ui/icons.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import { entryScreenAtom, forgotOpenAtom, pendingOtpAtom, type EntryTab } from "../state/entry-state.ts";
import { register } from "../state/flows.ts";
import type { RegisterValues } from "../validation/forms.ts";
import { ForgotPasswordModal } from "./forgot-password-modal.tsx";
import { LoginForm } from "./login-form.tsx";
import { OtpModal } from "./otp-modal.tsx";
import { RegisterConfirmModal } from "./register-confirm-modal.tsx";
import { RegisterForm } from "./register-form.tsx";

const TABS: { id: EntryTab; label: string }[] = [
  { id: "login", label: "Log in" },
  { id: "register", label: "Register" },
];

function EntryTabs({ tab, onSelect }: { tab: EntryTab; onSelect: (tab: EntryTab) => void }) {
  const refs = useRef<Record<EntryTab, HTMLButtonElement | null>>({ login: null, register: null });
  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = tab === "login" ? "register" : "login";
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label="Log in or register" onKeyDown={onKey}>
      {TABS.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[t.id] = el;
          }}
          type="button"
          role="tab"
          id={`entry-tab-${t.id}`}
          aria-controls={`entry-panel-${t.id}`}
          aria-selected={tab === t.id}
          tabIndex={tab === t.id ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

function EntryAside() {
  return (
    <div className="entry-aside">
      <p className="entry-aside__title">Indian rummy, dealt fair.</p>
      <ul className="entry-aside__points">
        <li>
          <Icon name="cards" /> Points, Pool, Deals and 21-card tables
        </li>
        <li>
          <Icon name="shield" /> A shuffle you can verify after every deal
        </li>
        <li>
          <Icon name="users" /> Private tables for friends, 2 to 6 players
        </li>
      </ul>
      <p className="entry-aside__note">Practice play is free. For players aged 18 and over.</p>
    </div>
  );
}

/**
 * The entry screen (SPEC.md section 2): 'log in' and 'register' tabs over the public pages, with
 * the confirmation, OTP and Forgot Password modals stacked above it.
 */
export function EntryScreen({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [tab, setTab] = useAtom(entryScreenAtom);
  const forgotOpen = useAtomValue(forgotOpenAtom);
  const pending = useAtomValue(pendingOtpAtom);
  const [confirming, setConfirming] = useState<RegisterValues | null>(null);

  const submitRegistration = async () => {
    if (!confirming) return;
    const done = await register(confirming);
    if (done) setConfirming(null);
  };

  return (
    <>
      {tab && (
        <Modal title="Log in or register" onClose={() => setTab(null)} size="lg" className="entry" testId="entry-screen" aside={<EntryAside />}>
          <EntryTabs tab={tab} onSelect={setTab} />
          <div role="tabpanel" id="entry-panel-login" aria-labelledby="entry-tab-login" hidden={tab !== "login"}>
            <LoginForm onLoggedIn={onLoggedIn} />
          </div>
          <div role="tabpanel" id="entry-panel-register" aria-labelledby="entry-tab-register" hidden={tab !== "register"}>
            <RegisterForm active={tab === "register"} onValid={setConfirming} />
          </div>
        </Modal>
      )}
      {confirming && (
        <RegisterConfirmModal
          mobile={confirming.mobile}
          email={confirming.email}
          onSubmit={() => void submitRegistration()}
          onCancel={() => setConfirming(null)}
        />
      )}
      {forgotOpen && <ForgotPasswordModal />}
      {pending && <OtpModal key={`${pending.mode}-${pending.verification}`} onLoggedIn={onLoggedIn} />}
    </>
  );
}
