/** After a failed submit, focus goes to the first field with a message, so it is read out. */
export function focusFirstError(form: HTMLFormElement): void {
  // Messages render on the next frame; wait for them before moving focus.
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
