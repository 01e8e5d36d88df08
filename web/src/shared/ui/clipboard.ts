import { uiT } from "./i18n/index.ts";
import { toastError, toastSuccess } from "./toast-store.ts";

/** Copies text and says so (SPEC.md section 8); falls back to a hidden textarea without the API. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
    } else {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      const done = document.execCommand("copy");
      area.remove();
      if (!done) throw new Error("copy refused");
    }
    toastSuccess(uiT()("clipboard.copied"));
    return true;
  } catch {
    toastError(uiT()("clipboard.failed"));
    return false;
  }
}
