import { resetEnvForTests } from "@/lib/env";

/**
 * Sets these environment variables and re-reads the store's configuration;
 * the returned function puts every one back as it was (removing those that
 * were unset) and re-reads it again.
 */
export function overrideEnv(settings: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(settings).map((k) => [k, process.env[k]]));
  Object.assign(process.env, settings);
  resetEnvForTests();
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  };
}
