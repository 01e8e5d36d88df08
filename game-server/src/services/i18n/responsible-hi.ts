import type { RefusalDetail, ResponsibleCode } from "../responsible/errors.ts";

const untilText = (d: RefusalDetail, ist: (at: Date) => string) => (d.until ? ist(d.until) : "अगली सूचना");

/** Responsible play in Hindi, from the refusal's details (the same limit and end as the English). */
export function hindiResponsible(code: ResponsibleCode, d: RefusalDetail, ist: (at: Date) => string, money: (p: bigint | undefined) => string): string {
  switch (code) {
    case "responsible/self_excluded":
      return d.until ? `आपने खुद को ${ist(d.until)} तक खेल से दूर रखा है।` : "आपने खुद को हमेशा के लिए खेल से दूर रखा है। खाता फिर खुलवाने के लिए सपोर्ट से संपर्क करें।";
    case "responsible/cool_off":
      return `आप ${untilText(d, ist)} तक विराम (कूल-ऑफ़) पर हैं।`;
    case "responsible/loss_limit_daily":
      return `आप अपनी दैनिक हानि सीमा ${money(d.limit)} तक पहुँच गए हैं। आप ${untilText(d, ist)} से फिर कैश गेम खेल सकते हैं।`;
    case "responsible/loss_limit_monthly":
      return `आप अपनी मासिक हानि सीमा ${money(d.limit)} तक पहुँच गए हैं। आप ${untilText(d, ist)} से फिर कैश गेम खेल सकते हैं।`;
    case "responsible/play_time_limit":
      return `आप अपनी दैनिक खेल-समय सीमा ${String(d.limit ?? 0n)} मिनट तक पहुँच गए हैं। आप ${untilText(d, ist)} से फिर खेल सकते हैं।`;
    case "responsible/night_lock":
      return `खेल 00:00 से 05:00 IST तक बंद रहता है। आप ${untilText(d, ist)} से फिर खेल सकते हैं।`;
    case "responsible/cannot_shorten":
      return d.until ? `आप पहले से ${ist(d.until)} तक दूर हैं; यह अवधि बढ़ाई जा सकती है, घटाई कभी नहीं।` : "आप पहले से हमेशा के लिए दूर हैं।";
    case "responsible/exclusion_unavailable":
      return "अभी खुद को दूर रखने की सुविधा उपलब्ध नहीं है। कृपया सपोर्ट से संपर्क करें।";
    case "responsible/invalid_limit":
      return d.reason === "play_minutes_daily" ? `खेल-समय सीमा 0 से ${String(d.limit ?? 0n)} मिनट के बीच होनी चाहिए।` : `हानि सीमा ₹0 से ${money(d.limit)} के बीच होनी चाहिए।`;
  }
}
