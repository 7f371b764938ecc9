import { randomBytes } from "node:crypto";

/** One id per test run: PostgreSQL runs use schemas named after it. */
export default function globalSetup() {
  process.env.TEST_RUN_ID ??= `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
}
