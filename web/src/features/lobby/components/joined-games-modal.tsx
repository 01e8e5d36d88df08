import type { TFunction } from "i18next";
import { useAtom, useAtomValue } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LOBBY } from "../i18n/index.ts";
import { blockIfMaintenance } from "../../../shared/settings/settings.ts";
import { DataTable, type Column } from "../../../shared/ui/data-table.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import type { JoinedGame } from "../api/lobby-api.ts";
import { useGameLauncher } from "../hooks/use-game-launcher.ts";
import { joinedGamesAtom, joinedModalOpenAtom } from "../model/lobby-state.ts";
import { joinedMode, lobbyAmount } from "../model/modes.ts";

type LobbyT = TFunction<"lobby">;

function kindLabel(game: JoinedGame, t: LobbyT): string {
  if (game.eGameType === "tournament") return t("joined.kinds.tournament");
  if (game.sPrivateCode) return t("joined.kinds.private", { code: game.sPrivateCode });
  return game.eGameType === "cash" ? t("joined.kinds.cash") : t("joined.kinds.practice");
}

/** 'My Joined Games (n)': the tables where the player holds a seat, each reopened with one click. */
export function JoinedGamesButton() {
  const { t } = useTranslation(LOBBY);
  const games = useAtomValue(joinedGamesAtom);
  const [, setOpen] = useAtom(joinedModalOpenAtom);
  return (
    <button type="button" className="btn btn--ghost lobby-tool" onClick={() => setOpen(true)} data-testid="joined-games-button">
      {t("joined.button", { count: games?.length ?? 0 })}
    </button>
  );
}

export function JoinedGamesModal() {
  const { t } = useTranslation(LOBBY);
  const [open, setOpen] = useAtom(joinedModalOpenAtom);
  const games = useAtomValue(joinedGamesAtom);
  const { openSeat, refreshJoined } = useGameLauncher();

  useEffect(() => {
    if (open) void refreshJoined();
  }, [open, refreshJoined]);

  if (!open) return null;
  const columns: Column<JoinedGame>[] = [
    { key: "game", header: t("joined.columns.game"), cell: (g) => <strong>{t(`modes.${joinedMode(g.eRummyType)}.label`)}</strong> },
    { key: "kind", header: t("joined.columns.type"), cell: (g) => kindLabel(g, t) },
    { key: "players", header: t("joined.columns.players"), align: "center", cell: (g) => g.nMaxPlayer },
    { key: "point", header: t("joined.columns.point"), align: "end", cell: (g) => (g.eRummyType === "point" || g.eRummyType === "point21" ? lobbyAmount(g.nTablePoint) : lobbyAmount(g.nTableFee)) },
    { key: "chips", header: t("joined.columns.chips"), align: "end", cell: (g) => lobbyAmount(g.nChips) },
    {
      key: "open",
      header: t("joined.columns.table"),
      align: "end",
      cell: (g) => (
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => {
            // SPEC.md: Take Seat during maintenance shows the maintenance modal instead.
            if (blockIfMaintenance()) return;
            openSeat(g);
          }}
        >
          {t("joined.takeSeat")}
        </button>
      ),
    },
  ];
  return (
    <Modal title={t("joined.title")} onClose={() => setOpen(false)} size="lg" testId="joined-games-modal">
      {games === null ? (
        <p role="status">{t("joined.loading")}</p>
      ) : (
        <DataTable caption={t("joined.caption")} columns={columns} rows={games} rowKey={(g) => g._id} empty={t("joined.none")} testId="joined-games" />
      )}
    </Modal>
  );
}
