import axe from "axe-core";
import type { Page } from "playwright-core";

// axe-core's own build, injected into the page as a script (no wrapper package).
const AXE_SOURCE: string = axe.source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page as it is now and returns its serious and critical
 * violations, each with the elements it found (an empty list passes).
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // A client navigation or router.refresh() re-renders the page's metadata after its content: the
  // <title> is missing for a moment. Give it that moment; a page that never gets one still fails.
  await page.waitForFunction(() => document.title !== "", null, { timeout: 5_000 }).catch(() => {});
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe;
    type AxeResults = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(" ")),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * A page at `width` px as a console or checkout test asserts it: no serious or
 * critical axe violation, and nothing wider than the screen (each failure names
 * the page's address).
 */
export async function expectFitsAndAccessible(page: Page, width: number): Promise<void> {
  expect({ url: page.url(), violations: await seriousA11yViolations(page) }).toEqual({
    url: page.url(),
    violations: [],
  });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ url: page.url(), scroll }).toEqual({ url: page.url(), scroll: width });
}
