// Runs once when a server process starts (Next's instrumentation hook). The
// work, on Node only, is in instrumentation-node.ts: Next compiles this file
// for the Edge runtime too, and the import below is a branch that build drops.
export async function register() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./instrumentation-node");
    await startServer();
  }
}
