import { toastError, toastSuccess } from "./toast-store.ts";

export const COPIED_MESSAGE = "Copied to clipboard!";

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
    toastSuccess(COPIED_MESSAGE);
    return true;
  } catch {
    toastError("Could not copy. Please select the text and copy it yourself.");
    return false;
  }
}
