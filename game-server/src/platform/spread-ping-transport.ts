import { WebSocketTransport } from "@colyseus/ws-transport";

/**
 * Colyseus' WebSocket transport with its keep-alive pings spread over the ping interval.
 *
 * The stock transport pings every connected socket in one loop every `pingInterval` (3 s): one
 * socket write each, all in the same turn of the event loop, and their pongs come back together.
 * Under `load:cluster` at 2,500 players a process that burst held the event loop for 50–200 ms
 * every 3 s (`--cpu-prof`, issue 18), and every move that arrived meanwhile waited for it: the
 * action p99 grows with the players a process holds. Here the interval is cut into slices of
 * `SLICE_MS`, and each slice pings its share of the sockets, so a process holding 5,000 players
 * writes about 170 pings every 100 ms instead of 5,000 at once.
 *
 * What a client sees is unchanged: each socket is pinged once per interval (a socket that connects
 * during a round is pinged in it or in the next), a pong resets its count (the stock `heartbeat`
 * listener), and a socket that has missed `pingMaxRetries` pings in a row is terminated when its
 * turn comes.
 */
export const SLICE_MS = 100;

interface PingedSocket {
  pingCount: number;
  ping(data?: unknown, mask?: boolean, cb?: (err: Error) => void): void;
  terminate(): void;
}

export class SpreadPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const slices = Math.max(1, Math.round(pingInterval / SLICE_MS));
    const clients = this.wss.clients as unknown as Set<PingedSocket>;
    let round = clients.values();
    let slice = 0;
    let size = 0;
    let done = 0;
    this.pingInterval = setInterval(() => {
      if (slice === 0) {
        round = clients.values();
        size = clients.size;
        done = 0;
      }
      slice += 1;
      // The last slice of a round takes whatever is left, so no socket waits for the next round.
      const upTo = slice === slices ? Infinity : Math.ceil((size * slice) / slices);
      for (; done < upTo; done++) {
        const next = round.next();
        if (next.done) break;
        pingOrTerminate(next.value, pingMaxRetries);
      }
      if (slice === slices) slice = 0;
    }, pingInterval / slices);
  }
}

function pingOrTerminate(socket: PingedSocket, pingMaxRetries: number): void {
  if (socket.pingCount >= pingMaxRetries) {
    socket.terminate();
    return;
  }
  socket.pingCount++;
  socket.ping(undefined, undefined, noop);
}

function noop(): void {}
