// One Lighthouse audit (mobile defaults, performance only) against a running
// Chromium's debugging port; prints the figures as JSON. A plain Node script:
// Lighthouse sends some of its functions to the page as source text, which
// breaks once tsx (the benches' runner) has rewritten them.
//   node bench/support/lighthouse-audit.mjs <port> <url>
import lighthouse from "lighthouse";

const [port, url] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance"],
});
if (!result) throw new Error(`lighthouse gave no result for ${url}`);
const { lhr } = result;
if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    lcpElement: firstNode(lhr.audits["lcp-breakdown-insight"]?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }),
);
