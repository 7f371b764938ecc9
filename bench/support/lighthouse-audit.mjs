// One Lighthouse audit (mobile defaults) against a running Chromium's
// debugging port; prints the figures as JSON. A plain Node script: Lighthouse
// sends some of its functions to the page as source text, which breaks once
// tsx (the benches' runner) has rewritten them.
//   node bench/support/lighthouse-audit.mjs <port> <url> <simulate|devtools|quality>
// simulate: performance with Lighthouse's default simulated throttling
//   (a fast load, then LCP and the rest estimated for a slow 4G phone);
// devtools: performance with the throttling applied while the page loads
//   (150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4x slower);
// quality: the accessibility and best-practices scores.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";

const [port, url, mode = "simulate"] = process.argv.slice(2);
const categories = mode === "quality" ? ["accessibility", "best-practices"] : ["performance"];
const result = await lighthouse(url, {
  port: Number(port),
  output: "json",
  logLevel: "error",
  onlyCategories: categories,
  // Every run a first visit, as a visitor from an ad: Lighthouse clears the cache but by
  // default keeps cookies and local storage, so runs after the first found the
  // fonts-cached cookie the first had left and fetched Cairo with the page.
  clearStorageTypes: [...defaultSettings.clearStorageTypes, "cookies", "local_storage", "indexeddb"],
  ...(mode === "devtools" && { throttlingMethod: "devtools" }),
});
if (!result) throw new Error(`lighthouse gave no result for ${url}`);
const { lhr } = result;
// BENCH_LIGHTHOUSE_SAVE=<dir>: each run's whole report (trace timings, filmstrip, LCP breakdown) for a closer look.
if (process.env.BENCH_LIGHTHOUSE_SAVE) {
  mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
  const name = `${mode}-${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
  writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
}
if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
if (mode === "quality") {
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  process.stdout.write(
    JSON.stringify({
      version: lhr.lighthouseVersion,
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      failed,
    }),
  );
  process.exit(0);
}
const value = (id) => {
  const v = lhr.audits[id]?.numericValue;
  if (typeof v !== "number") throw new Error(`${url}: no ${id}`);
  return v;
};
/** The LCP element's HTML snippet, from the LCP breakdown insight's details. */
const firstNode = (v) => {
  if (!v || typeof v !== "object") return null;
  if (v.type === "node" && typeof v.snippet === "string") return v.snippet;
  for (const child of Object.values(v)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return null;
};
process.stdout.write(
  JSON.stringify({
    version: lhr.lighthouseVersion,
    performance: score("performance"),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    lcpElement: firstNode(lhr.audits["lcp-breakdown-insight"]?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }),
);
