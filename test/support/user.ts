import userEvent, { type Options, type UserEvent } from "@testing-library/user-event";

/**
 * The person at the keyboard in a component test. Keys go one after another
 * with no timer between them (user-event's `delay: null`), each wrapped in
 * act() by Testing Library, so React renders after every key and nothing else
 * runs in between: a fetch that lands, a debounce that fires or the rest of an
 * earlier test cannot slip into the middle of a word.
 *
 * With user-event's default (`delay: 0`) every key waits for a timer. On a
 * loaded machine a 55-character link then took seconds; when that ran past a
 * test's budget, jest went on to the next test while the keys kept coming, and
 * user-event sends each key to whatever has the focus: the next test's e-mail
 * field received `0 0s0a0r0a0@1exam` (the tail of the link typed between its
 * own keys).
 */
export function setupUser(options: Options = {}): UserEvent {
  return userEvent.setup({ delay: null, ...options });
}

/** One-off actions, each with a fresh setupUser() (as user-event's direct calls make a fresh setup). */
export const user: Pick<UserEvent, "clear" | "click" | "keyboard" | "paste" | "tab" | "type"> = {
  clear: (...args) => setupUser().clear(...args),
  click: (...args) => setupUser().click(...args),
  keyboard: (...args) => setupUser().keyboard(...args),
  paste: (...args) => setupUser().paste(...args),
  tab: (...args) => setupUser().tab(...args),
  type: (...args) => setupUser().type(...args),
};
