import { format } from "node:util";

/**
 * A test fails on a console.error it did not expect (test/setup/console.ts):
 * React's act() warnings, a failed prop type, an unhandled request to a double
 * all arrive there, and a passing run prints nothing. A test that provokes one
 * on purpose says which, narrowly, and must then see it:
 *
 *   expectConsoleError(/\[api\] GET \/api\/user\/orders failed/);
 */
const state = { expected: [] as { pattern: RegExp; seen: boolean }[], unexpected: [] as string[] };

export function expectConsoleError(pattern: RegExp, { required = true }: { required?: boolean } = {}): void {
  state.expected.push({ pattern, seen: !required });
}

/** The console.error the setup installs: an expected message is kept quiet, any other is printed and remembered. */
export function consoleErrorCheck(print: (...args: unknown[]) => void): (...args: unknown[]) => void {
  return (...args: unknown[]) => {
    const message = format(...args);
    const match = state.expected.find((e) => e.pattern.test(message));
    if (match) {
      match.seen = true;
      return;
    }
    state.unexpected.push(message);
    print(...args);
  };
}

/** What went wrong since the last call (messages nobody expected, expectations never met), and a fresh start. */
export function takeConsoleErrorProblems(): string[] {
  const problems = [
    ...state.unexpected.map(
      (m) => `console.error nobody expected (expectConsoleError(pattern) if the test means it):\n${m}`,
    ),
    ...state.expected.filter((e) => !e.seen).map((e) => `expected a console.error matching ${e.pattern}, none came`),
  ];
  state.expected = [];
  state.unexpected = [];
  return problems;
}
