/**
 * The table's overlays that its first frame never shows: the results, the match prompts, the
 * dialogs (keyboard help, declare, drop, fairness) and the tournament header. They are one chunk,
 * fetched once the table has drawn (ui/deferred.ts).
 */
export { Dialogs } from "./dialogs.tsx";
export { MatchPrompts } from "./match-prompts.tsx";
export { ResultsDialog } from "./results-dialog.tsx";
export { TournamentLayer } from "../tournament/tournament-layer.tsx";
