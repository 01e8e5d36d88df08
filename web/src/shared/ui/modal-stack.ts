/**
 * Which modals are open, in order. Only the topmost one is interactive: the page (#root) and the
 * modals below it are made inert, the body stops scrolling, and Escape reaches the top one only.
 */
const stack: string[] = [];

function sync(): void {
  const page = document.getElementById("root");
  page?.toggleAttribute("inert", stack.length > 0);
  stack.forEach((id, index) => document.getElementById(id)?.toggleAttribute("inert", index < stack.length - 1));
  document.body.classList.toggle("has-modal", stack.length > 0);
}

export function pushModal(id: string): void {
  stack.push(id);
  sync();
}

export function removeModal(id: string): void {
  const index = stack.lastIndexOf(id);
  if (index >= 0) stack.splice(index, 1);
  sync();
}

export function isTopModal(id: string): boolean {
  return stack[stack.length - 1] === id;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[inert]"));
}

/** Keeps Tab and Shift+Tab inside a modal: past its last control to the first, before its first to the last. */
export function wrapTab(event: { readonly key: string; readonly shiftKey: boolean; preventDefault(): void }, dialog: HTMLElement | null): void {
  if (event.key !== "Tab" || !dialog) return;
  const items = focusableIn(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return event.preventDefault();
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
