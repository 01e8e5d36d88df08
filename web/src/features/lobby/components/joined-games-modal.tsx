import { useAtom, useAtomValue } from "jotai";
import { useEffect } from "react";
import { blockIfMaintenance } from "../../../shared/settings/settings.ts";
import { DataTable, type Column } from "../../../shared/ui/data-table.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import type { JoinedGame } from "../api/lobby-api.ts";
import { useGameLauncher } from "../hooks/use-game-launcher.ts";
import { joinedGamesAtom, joinedModalOpenAtom } from "../model/lobby-state.ts";
import { joinedModeLabel, lobbyAmount } from "../model/modes.ts";

export const NO_JOINED = "You haven't yet joined any Tables.";

function kindLabel(game: JoinedGame): string {
  if (game.eGameType === "tournament") return "Tournament";
  if (game.sPrivateCode) return `Private · ${game.sPrivateCode}`;
  return game.eGameType === "cash" ? "Cash" : "Practice";
}

/** 'My Joined Games (n)': the tables where the player holds a seat, each reopened with one click. */
export function JoinedGamesButton() {
  const games = useAtomValue(joinedGamesAtom);
  const [, setOpen] = useAtom(joinedModalOpenAtom);
  return (
    <button type="button" className="btn btn--ghost lobby-tool" onClick={() => setOpen(true)} data-testid="joined-games-button">
      My Joined Games ({games?.length ?? 0})
    </button>
  );
}

export function JoinedGamesModal() {
  const [open, setOpen] = useAtom(joinedModalOpenAtom);
  const games = useAtomValue(joinedGamesAtom);
  const { openSeat, refreshJoined } = useGameLauncher();

  useEffect(() => {
    if (open) void refreshJoined();
  }, [open, refreshJoined]);

  if (!open) return null;
  const columns: Column<JoinedGame>[] = [
    { key: "game", header: "Game", cell: (g) => <strong>{joinedModeLabel(g.eRummyType)}</strong> },
    { key: "kind", header: "Type", cell: kindLabel },
    { key: "players", header: "Players", align: "center", cell: (g) => g.nMaxPlayer },
    { key: "point", header: "Point / Entry", align: "end", cell: (g) => (g.eRummyType === "point" || g.eRummyType === "point21" ? lobbyAmount(g.nTablePoint) : lobbyAmount(g.nTableFee)) },
    { key: "chips", header: "Your chips", align: "end", cell: (g) => lobbyAmount(g.nChips) },
    {
      key: "open",
      header: "Table",
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
          Take Seat
        </button>
      ),
    },
  ];
  return (
    <Modal title="My Joined Games" onClose={() => setOpen(false)} size="lg" testId="joined-games-modal">
      {games === null ? (
        <p role="status">Loading…</p>
      ) : (
        <DataTable caption="Tables you have joined" columns={columns} rows={games} rowKey={(g) => g._id} empty={NO_JOINED} testId="joined-games" />
      )}
    </Modal>
  );
}
