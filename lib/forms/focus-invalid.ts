/**
 * After a failed submit: the first field marked `aria-invalid="true"` in the
 * form gets the focus and is scrolled to the middle of the screen (a message
 * above the fold on a phone, with the focus left on the button, reads as a
 * dead button; the fixed promo bar could also cover a field scrolled only to
 * the top). Call it once the messages are rendered (`flushSync`). True when a
 * field was found.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: "center", behavior: "smooth" });
  return true;
}
