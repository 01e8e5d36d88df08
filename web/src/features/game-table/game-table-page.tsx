/**
 * The game popup: `/game?sAuthToken=…&sTableId=…&nChips=…[&sPrivateCode=…]`. It connects to the
 * table room, creates the table's store and controller, and renders the Pixi table with its DOM
 * overlays. Loaded lazily by the game window's entry (web/src/game-main.tsx), which game.html
 * starts, so none of this is in the site's bundle.
 */
import "./chunk-start.ts";
import { Provider } from "jotai";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { createSoundPlayer } from "./audio/sound.ts";
import { TABLE } from "./i18n/index.ts";
import { TableController } from "./model/controller.ts";
import { createTableStore } from "./model/table-store.ts";
import type { TableConnection } from "./net/connection.ts";
import { ColyseusConnection } from "./net/colyseus-connection.ts";
import { Motion } from "./scene/motion.ts";
import { TableScreen } from "./table-screen.tsx";
import { tableEntryOf, type TableEntry } from "./table-url.ts";
import "./table.css";

performance.mark("table:chunk");

/** Development only: `sTableId=sandbox` plays against in-browser bots with no server. */
async function openConnection(entry: TableEntry): Promise<TableConnection> {
  if (import.meta.env.DEV && entry.tableId.startsWith("sandbox")) {
    const { SandboxConnection } = await import("./net/sandbox/sandbox-connection.ts");
    return new SandboxConnection(entry.tableId, new URLSearchParams(window.location.search));
  }
  const connection = new ColyseusConnection({ authToken: entry.authToken, tableId: entry.tableId, privateCode: entry.privateCode });
  void connection.connect();
  return connection;
}

/**
 * The connection is started as soon as this chunk runs, before React has rendered anything, so
 * joining the room overlaps with drawing the page; the page then adopts it.
 */
let early: { key: string; connection: Promise<TableConnection> } | null = null;

function connectionFor(entry: TableEntry): Promise<TableConnection> {
  const key = `${entry.tableId}\n${entry.authToken}`;
  if (early?.key === key) {
    const { connection } = early;
    early = null;
    return connection;
  }
  return openConnection(entry);
}

if (typeof window !== "undefined") {
  const entry = tableEntryOf(window.location);
  if (entry) early = { key: `${entry.tableId}\n${entry.authToken}`, connection: openConnection(entry) };
}

export default function GameTablePage({ entry }: { entry: TableEntry }) {
  const { t } = useTranslation(TABLE);
  const [table, setTable] = useState<{ controller: TableController; motion: Motion } | null>(null);

  // The tab's title follows the language, even when the player switches it mid-deal.
  useEffect(() => {
    document.title = t("top.table");
  }, [t]);

  useEffect(() => {
    let disposed = false;
    let cleanup: (() => void) | null = null;
    void connectionFor(entry).then((connection) => {
      if (disposed) return connection.dispose();
      const controller = new TableController(createTableStore(), connection, createSoundPlayer());
      const stop = controller.start();
      cleanup = () => {
        stop();
        connection.dispose();
      };
      setTable({ controller, motion: new Motion() });
    });
    return () => {
      disposed = true;
      cleanup?.();
    };
  }, [entry]);

  if (!table) return <div className="gt-root gt-cover">{t("status.joining")}</div>;
  return (
    <Provider store={table.controller.store}>
      <TableScreen controller={table.controller} motion={table.motion} />
    </Provider>
  );
}
