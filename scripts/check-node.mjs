// Runs before test, dev, build, start and store (npm's pre-scripts). On an
// older Node everything installs and starts, then fails far from the cause
// (jest on Node 20: "'ts-node' is required"): say what is wrong instead.
// Plain syntax only, so that it runs on any Node old enough to need it.
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wanted = /^>=\s*(\d+)\.(\d+)$/.exec(pkg.engines.node);
if (!wanted) throw new Error(`scripts/check-node.mjs reads only ">=major.minor" engines, not ${pkg.engines.node}`);
const [major, minor] = process.versions.node.split(".").map(Number);
const [needMajor, needMinor] = [Number(wanted[1]), Number(wanted[2])];
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `This store needs Node ${needMajor}.${needMinor} or newer (you have ${process.version}). See README, "Two commands".`,
  );
  process.exit(1);
}
