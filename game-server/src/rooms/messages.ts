import type { DealAction, Seat } from "@rummy/shared-rules";
import type { ClientMessage, ClientMessageType } from "@rummy/shared-rules/contract";

/** The table room's client messages are the contract's (shared-rules/src/contract/room.ts). */
export { CLIENT_MESSAGE_TYPES, clientMessages, type ClientMessage, type ClientMessageType, type RoomErrorCode } from "@rummy/shared-rules/contract";

/** The deal action a seat's message asks for; null for a message that is not a deal action. */
export function dealActionOf<T extends ClientMessageType>(seat: Seat, type: T, data: ClientMessage<T>): DealAction | null {
  switch (type) {
    case "draw":
      return { type: "draw", seat, from: (data as ClientMessage<"draw">).from };
    case "discard":
      return { type: "discard", seat, card: (data as ClientMessage<"discard">).card };
    case "declare": {
      const d = data as ClientMessage<"declare">;
      return { type: "declare", seat, finish: d.finish, groups: d.groups };
    }
    case "meld":
      return { type: "meld", seat, groups: (data as ClientMessage<"meld">).groups };
    case "drop":
      return { type: "drop", seat };
    case "autoDrop":
      return { type: "auto_drop", seat, on: (data as ClientMessage<"autoDrop">).on };
    default:
      return null;
  }
}
