import { useEffect, useState } from "react";
import { api } from "../../../shared/api/client.ts";

/**
 * For a player alone at a cash table: how long a second player usually takes at this stake
 * (GET /rummy/table/{id}/wait), asked once while they wait; "" when not asked or not known.
 */
export function useUsualWait(tableId: string, alone: boolean): string {
  const [text, setText] = useState("");
  useEffect(() => {
    if (!alone || !tableId) return;
    let live = true;
    api.get<{ sWait?: unknown }>(`/rummy/table/${encodeURIComponent(tableId)}/wait`, { loader: false }).then(
      (reply) => live && setText(typeof reply.data?.sWait === "string" ? reply.data.sWait : ""),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tableId, alone]);
  return alone ? text : "";
}
