/**
 * The table's own notices (not the room's refusals), in the player's words; the catalogue's
 * `notices` translates them, as `reasons` does GUARD_REASONS.
 */
export const TABLE_NOTICES = {
  selectToGroup: "Select the cards to group first.",
  selectToDiscard: "Select one card to discard.",
  selectFinish: "Select the card to put in the finish slot.",
  discardOne: "Discard one card at a time.",
  finishOne: "Put one card in the finish slot.",
  notConnected: "Not connected: waiting to reconnect.",
  splitAccepted: "Everyone accepted: the pool is split.",
  splitRefused: "The split was not accepted: play goes on.",
  leaveAfterDeal: "You will leave the table when this deal is over.",
  left: "You have left the table.",
  sandboxOnly: "Not available in the sandbox.",
} as const;
