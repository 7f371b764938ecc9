// Every unit and integration test fails on a console.error it did not expect
// (test/support/console.ts): a passing run prints nothing, so a new warning is
// seen where it starts. What arrives outside any test (in beforeAll, or after
// the last test) fails the file.
import { consoleErrorCheck, takeConsoleErrorProblems } from "../support/console";

console.error = consoleErrorCheck(console.error.bind(console));

const failOn = (problems: string[]) => {
  if (problems.length > 0) throw new Error(problems.join("\n\n"));
};

beforeEach(() => failOn(takeConsoleErrorProblems().map((p) => `Before this test: ${p}`)));
afterEach(() => failOn(takeConsoleErrorProblems()));
afterAll(() => failOn(takeConsoleErrorProblems()));
