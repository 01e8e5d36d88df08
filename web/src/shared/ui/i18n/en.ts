/**
 * English, the source of truth of the `ui` namespace: words of shared widgets used only by
 * logged-in pages (they ship with those pages' code, not with `/` as `common` does).
 */
const en = {
  tryAgain: "Try again",
  clipboard: { copied: "Copied to clipboard!", failed: "Could not copy. Please select the text and copy it yourself." },
};
export default en;
