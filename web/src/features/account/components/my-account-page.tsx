import "./account.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { useLocation, useSearchParams } from "react-router-dom";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { AgentPanel } from "./agent-panel.tsx";
import { BasicInfoForm } from "./basic-info-form.tsx";
import { KycPanel } from "./kyc-panel.tsx";
import { PlaySafePanel } from "./play-safe-panel.tsx";
import { useAccountProfile } from "./use-account-profile.ts";

type ProfileTab = "basic" | "kyc" | "playSafe";
const TAB_IDS = ["basic", "kyc", "playSafe"] as const;

/** `?myProfile=kyc` or route state `{ myProfile: "kyc" }` opens the KYC tab (SPEC.md section 2); `playSafe` the limits. */
export function tabFrom(query: string | null, state: unknown): ProfileTab {
  const fromState = typeof state === "object" && state !== null ? (state as Record<string, unknown>)["myProfile"] : undefined;
  const wanted = (query ?? (typeof fromState === "string" ? fromState : "")).toLowerCase();
  return wanted === "kyc" ? "kyc" : wanted === "playsafe" ? "playSafe" : "basic";
}

/** /my-account: My Profile with its Basic Info and KYC tabs, agent joining and bank details. */
export default function MyAccountPage() {
  const { t } = useTranslation(ACCOUNT);
  const profile = useAccountProfile();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tab = tabFrom(params.get("myProfile"), location.state);
  const [dirty, setDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<ProfileTab | null>(null);

  useEffect(() => {
    refreshProfile().catch(() => undefined);
  }, []);

  const select = (next: ProfileTab) => {
    if (next === tab) return;
    if (dirty) return setPendingTab(next);
    const query = new URLSearchParams(params);
    query.set("myProfile", next);
    setParams(query, { replace: true });
  };

  return (
    <AccountShell title={t("profile.title")} testId="my-account">
      <Tabs idPrefix="profile" label={t("profile.title")} items={TAB_IDS.map((id) => ({ id, label: t(`profile.tabs.${id}`) }))} selected={tab} onSelect={select} />
      <TabPanel idPrefix="profile" id={tab} className="account-tab">
        {!profile ? (
          <p role="status">{t("profile.loading")}</p>
        ) : tab === "basic" ? (
          <>
            <BasicInfoForm profile={profile} onDirtyChange={setDirty} />
            <AgentPanel agentId={profile.sAgentId} />
          </>
        ) : tab === "kyc" ? (
          <KycPanel profile={profile} />
        ) : (
          <PlaySafePanel />
        )}
      </TabPanel>
      {pendingTab && (
        <ConfirmModal
          title={t("unsavedTitle")}
          message={t("unsavedQuestion")}
          onConfirm={() => {
            setDirty(false);
            const query = new URLSearchParams(params);
            query.set("myProfile", pendingTab);
            setPendingTab(null);
            setParams(query, { replace: true });
          }}
          onCancel={() => setPendingTab(null)}
        />
      )}
    </AccountShell>
  );
}
