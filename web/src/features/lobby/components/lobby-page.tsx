import { useTranslation } from "react-i18next";
import { LOBBY } from "../i18n/index.ts";
import { TOURNAMENTS_LATER_TEXT } from "../model/lobby-words.ts";
import "./lobby.css";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { loadSettings, blockIfMaintenance, settingsAtom } from "../../../shared/settings/settings.ts";
import { pendingTakeSeatAtom, takeSeatActionAtom, type TakeSeat } from "../../../shared/session/take-seat.ts";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { useDocumentTitle } from "../../../shared/ui/use-document-title.ts";
import { fetchJoined } from "../api/lobby-api.ts";
import { useGameLauncher } from "../hooks/use-game-launcher.ts";
import { CashPanel } from "./cash-panel.tsx";
import { JoinedGamesButton, JoinedGamesModal } from "./joined-games-modal.tsx";
import { LobbyFooter } from "./lobby-footer.tsx";
import { MaintenanceBanner } from "./maintenance-banner.tsx";
import { PopupBlockedModal } from "./popup-blocked-modal.tsx";
import { MORE_MODES } from "../model/modes.ts";
import { PracticePanel } from "./practice-panel.tsx";
import { PrivateTableModal } from "./private-table-modal.tsx";
import { SpinWheelModal } from "./spin-wheel-modal.tsx";

type MainTab = "practice" | "cash" | "tournaments" | "more";

const MAIN_TABS: readonly MainTab[] = ["practice", "cash", "tournaments", "more"];

export const TOURNAMENTS_LATER = TOURNAMENTS_LATER_TEXT;

/** Tournament seats (the shell's Take Seat modal) open the same popup as tables. */
function useTakeSeat() {
  const setAction = useSetAtom(takeSeatActionAtom);
  const [pending, setPending] = useAtom(pendingTakeSeatAtom);
  const { openSeat } = useGameLauncher();
  const run = useCallback(
    (seat: TakeSeat) => {
      void fetchJoined()
        .catch(() => [])
        .then((games) => {
          const held = games.find((g) => g.iTableId === seat.iTableId);
          openSeat({ iTableId: seat.iTableId, nChips: held?.nChips ?? 0, sPrivateCode: held?.sPrivateCode ?? "" });
        });
    },
    [openSeat],
  );
  useEffect(() => {
    setAction({ run });
    return () => setAction(null);
  }, [run, setAction]);
  // A Take Seat pressed on another page brought the player here (the shell's modal).
  useEffect(() => {
    if (!pending) return;
    setPending(null);
    run(pending);
  }, [pending, run, setPending]);
}

function Toolbar({ onPrivate, onSpin }: { onPrivate: () => void; onSpin: () => void }) {
  const { t } = useTranslation(LOBBY);
  return (
    <div className="lobby__tools">
      <JoinedGamesButton />
      <button
        type="button"
        className="btn btn--ghost lobby-tool"
        onClick={() => {
          if (!blockIfMaintenance()) onPrivate();
        }}
      >
        {t("privateTable")}
      </button>
      <button type="button" className="btn btn--gold lobby-tool" onClick={onSpin}>
        {t("dailyBonus")}
      </button>
    </div>
  );
}

/**
 * /lobby: practice and cash tables, tournaments, private tables and the daily wheel. The
 * tournaments tab is another feature's: src/app passes it in (features never import each other).
 */
export default function LobbyPage({ tournaments }: { tournaments?: ReactNode }) {
  const { t } = useTranslation(LOBBY);
  useDocumentTitle(t("title"));
  const settings = useAtomValue(settingsAtom);
  const [tab, setTab] = useState<MainTab>("practice");
  const [privateOpen, setPrivateOpen] = useState(false);
  const [spinOpen, setSpinOpen] = useState(false);
  const { refreshJoined } = useGameLauncher();
  useTakeSeat();

  useEffect(() => {
    void refreshJoined();
    if (!settings) loadSettings().catch(() => undefined);
    // Settings are loaded by the shell too; this only covers a lobby opened before they arrive.
  }, [refreshJoined]);

  return (
    <div className="lobby" data-testid="lobby">
      <MaintenanceBanner />
      <header className="lobby__header">
        <h1 className="lobby__title">{t("title")}</h1>
        <Toolbar onPrivate={() => setPrivateOpen(true)} onSpin={() => setSpinOpen(true)} />
      </header>
      <Tabs idPrefix="lobby" label={t("tabs.label")} items={MAIN_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="lobby" id={tab} className="lobby__panel">
        {tab === "practice" && <PracticePanel />}
        {tab === "cash" && <CashPanel />}
        {tab === "tournaments" &&
          (tournaments ?? (
            <p className="data-table__empty" role="status" data-testid="tournaments-later">
              {t("tournamentsLater")}
            </p>
          ))}
        {tab === "more" && <PracticePanel modes={MORE_MODES} idPrefix="more-mode" label={t("moreLabel")} />}
      </TabPanel>
      <LobbyFooter />
      <JoinedGamesModal />
      <PopupBlockedModal />
      {privateOpen && <PrivateTableModal onClose={() => setPrivateOpen(false)} />}
      {spinOpen && <SpinWheelModal onClose={() => setSpinOpen(false)} />}
    </div>
  );
}
