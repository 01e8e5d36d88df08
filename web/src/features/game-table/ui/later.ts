/**
 * The table's overlays that its first frame never shows: the results, the match prompts, the
 * dialogs (keyboard help, declare, drop, fairness) and the tournament header. They are one chunk,
 * fetched once the table has drawn (ui/deferred.ts).
 */
export { Dialogs } from "./Dialogs.tsx";
export { MatchPrompts } from "./MatchPrompts.tsx";
export { ResultsDialog } from "./ResultsDialog.tsx";
export { TournamentLayer } from "../tournament/TournamentLayer.tsx";
