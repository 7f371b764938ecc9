import { setupServer } from "msw/node";

/**
 * The one msw server for integration tests. Outside services (Ziina, the SMM
 * panel, TikTok, OpenAI) are reached only through handlers a test installs with
 * `server.use(...)`; any other outgoing request fails the test.
 */
export const server = setupServer();
