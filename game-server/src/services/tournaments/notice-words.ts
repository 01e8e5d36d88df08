import type { Language } from "../i18n/language.ts";

/**
 * The tournament notices a player hears on their channel, in the language their account chose
 * (English when none): SPEC.md's `resTournamentGoingToStart` and the cancellation notice.
 */
export function goingToStartText(language: Language | null | undefined, name: string, oneMinute: boolean): string {
  if (language === "hi") return `${name} ${oneMinute ? "1 मिनट" : "5 मिनट"} में शुरू होगा। अपनी सीट लेने के लिए तैयार रहें।`;
  return `${name} starts in ${oneMinute ? "1 minute" : "5 minutes"}. Be ready to take your seat.`;
}

export function cancelledText(language: Language | null | undefined, name: string, reason: string | null): string {
  const text =
    language === "hi"
      ? `${name} रद्द कर दिया गया${reason ? `: ${reason}` : ""}। आपकी एंट्री वापस कर दी गई है।`
      : `${name} was cancelled${reason ? `: ${reason}` : ""}. Your entry was refunded.`;
  return text.slice(0, 300);
}
