/**
 * The channel wired to colyseus.js and to the app (loaded lazily, after the first paint, so the
 * lobby's first bundle does not carry colyseus.js).
 */
import { Client } from "colyseus.js";
import { PlayerChannel, type ChannelSocket } from "./player-channel.ts";
import { handlePlayerEvent } from "./handle-event.ts";

function defaultEndpoint(): string {
  const secure = window.location.protocol === "https:";
  return `${secure ? "wss" : "ws"}://${window.location.host}`;
}

async function joinPlayerRoom(token: string): Promise<ChannelSocket> {
  const client = new Client(defaultEndpoint());
  client.auth.token = token;
  const room = await client.joinOrCreate("player");
  return {
    onMessage: (listener) => room.onMessage("*", (_type, message) => listener(message)),
    onLeave: (listener) => room.onLeave(listener),
    leave: () => void room.leave(true).catch(() => undefined),
  };
}

/**
 * `<html data-player-channel="open">` while the room is joined: the channel connects when the
 * browser is idle, so a browser test that acts on it (a logout elsewhere) waits for this first.
 */
function showOpen(open: boolean): void {
  document.documentElement.dataset["playerChannel"] = open ? "open" : "closed";
}

export function openPlayerChannel(token: string): PlayerChannel {
  const channel = new PlayerChannel(token, { join: joinPlayerRoom, onEvent: handlePlayerEvent, onOpenChange: showOpen });
  channel.start();
  return channel;
}
