import type { Client } from "@colyseus/core";
import type { Socket } from "node:net";

/**
 * Runs `send` with each client's TCP socket corked, so what it sends a client (a move's state
 * patch and its `events` message, say) leaves in one write instead of one per frame. Each frame
 * was its own syscall, TCP segment, proxy read and write, and client read. The bytes and their
 * order are unchanged.
 *
 * Reaches into the `ws` WebSocket behind Colyseus' WebSocketClient (`client.ref._socket`); a
 * client without one (another transport, a test double) is sent to as before.
 */
export function sendTogether(clients: Iterable<Client>, send: () => void): void {
  const corked: Socket[] = [];
  for (const client of clients) {
    const socket = (client.ref as { _socket?: Socket } | undefined)?._socket;
    if (!socket || socket.destroyed || typeof socket.cork !== "function") continue;
    socket.cork();
    corked.push(socket);
  }
  try {
    send();
  } finally {
    for (const socket of corked) socket.uncork();
  }
}
