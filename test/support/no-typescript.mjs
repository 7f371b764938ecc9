// Preloaded (`node --import`) into a process that must run without any
// TypeScript tooling: resolving tsx, typescript or esbuild, or loading a .ts
// file, fails as on a host where they are not installed.
import { registerHooks } from "node:module";

const TOOLING = /^(tsx|typescript|esbuild|@esbuild\/[^/]+|ts-node|@swc\/core)(\/|$)/;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (TOOLING.test(specifier)) {
      const error = new Error(`Cannot find module '${specifier}' (TypeScript tooling is not installed here)`);
      error.code = "MODULE_NOT_FOUND";
      throw error;
    }
    const resolved = nextResolve(specifier, context);
    if (/\.[cm]?tsx?$/.test(new URL(resolved.url).pathname))
      throw new Error(`${resolved.url}: a TypeScript file, and no TypeScript tooling is installed here`);
    return resolved;
  },
});
