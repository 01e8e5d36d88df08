import "./auth.css";
import { useAtom, useAtomValue } from "jotai";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { AUTH } from "../i18n/index.ts";
import { LanguageSwitch } from "../../../shared/i18n/language-switch.tsx";
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

const TABS: { id: EntryTab; label: "entry.login" | "entry.register" }[] = [
  { id: "login", label: "entry.login" },
  { id: "register", label: "entry.register" },
];

function EntryTabs({ tab, onSelect }: { tab: EntryTab; onSelect: (tab: EntryTab) => void }) {
  const { t } = useTranslation(AUTH);
  const refs = useRef<Record<EntryTab, HTMLButtonElement | null>>({ login: null, register: null });
  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = tab === "login" ? "register" : "login";
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={t("entry.tabs")} onKeyDown={onKey}>
      {TABS.map((tab_) => (
        <button
          key={tab_.id}
          ref={(el) => {
            refs.current[tab_.id] = el;
          }}
          type="button"
          role="tab"
          id={`entry-tab-${tab_.id}`}
          aria-controls={`entry-panel-${tab_.id}`}
          aria-selected={tab === tab_.id}
          tabIndex={tab === tab_.id ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(tab_.id)}
        >
          {t(tab_.label)}
        </button>
      ))}
    </div>
  );
}

function EntryAside() {
  const { t } = useTranslation(AUTH);
  return (
    <div className="entry-aside">
      <p className="entry-aside__title">{t("entry.aside.title")}</p>
      <ul className="entry-aside__points">
        <li>
          <Icon name="cards" /> {t("entry.aside.variants")}
        </li>
        <li>
          <Icon name="shield" /> {t("entry.aside.fair")}
        </li>
        <li>
          <Icon name="users" /> {t("entry.aside.private")}
        </li>
      </ul>
      <p className="entry-aside__note">{t("entry.aside.note")}</p>
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
  const { t } = useTranslation(AUTH);

  const submitRegistration = async () => {
    if (!confirming) return;
    const done = await register(confirming);
    if (done) setConfirming(null);
  };

  return (
    <>
      {tab && (
        <Modal title={t("entry.title")} onClose={() => setTab(null)} size="lg" className="entry" testId="entry-screen" aside={<EntryAside />}>
          <EntryTabs tab={tab} onSelect={setTab} />
          <div role="tabpanel" id="entry-panel-login" aria-labelledby="entry-tab-login" hidden={tab !== "login"}>
            <LoginForm onLoggedIn={onLoggedIn} />
          </div>
          <div role="tabpanel" id="entry-panel-register" aria-labelledby="entry-tab-register" hidden={tab !== "register"}>
            <RegisterForm active={tab === "register"} onValid={setConfirming} />
          </div>
          <p className="entry-language">
            <LanguageSwitch className="link-button" />
          </p>
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
