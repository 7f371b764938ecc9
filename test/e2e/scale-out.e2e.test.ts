import {
  DEFAULT_DATABASE_URL,
  formatChaosReport,
  postgresReachable,
  runChaos,
  type ChaosReport,
} from "../support/chaos";
import { findNginx } from "../support/nginx";

// Scale-out, shown (docs/deployment.md#several-instances): two `next start`
// instances with JOBS_IN_WEB=false behind the shipped nginx site (both in its
// upstream) and two `npm run worker` processes on one PostgreSQL (a fresh
// schema), the panel and Ziina doubles as HTTP servers. 50 paid orders go
// through nginx while the panel fails a quarter of its calls and one worker
// is killed with SIGKILL and restarted. The same harness is the chaos bench
// (`npm run bench -- chaos`).
//
// CI has PostgreSQL at 127.0.0.1:5432 and nginx (.ci/run); elsewhere the test
// is skipped with a message when either is missing, never in CI.
const databaseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;
const nginx = findNginx();
const postgres = postgresReachable(databaseUrl);
if (process.env.CI && !nginx) throw new Error("nginx is not installed: .ci/run installs it (apt-get install nginx)");
if (process.env.CI && !postgres) throw new Error(`no PostgreSQL at ${databaseUrl}: CI must provide one`);
if (!nginx) console.warn("scale-out.e2e: skipped, nginx is not installed (Debian: apt-get install nginx)");
else if (!postgres) console.warn(`scale-out.e2e: skipped, no PostgreSQL at ${databaseUrl}`);
const describeIfReady = nginx && postgres ? describe : describe.skip;

describeIfReady("two instances and two workers on one PostgreSQL, behind nginx, under faults", () => {
  let report: ChaosReport;

  beforeAll(async () => {
    report = await runChaos({ databaseUrl, orders: 50, failureRate: 0.25, kills: 1, settleMs: 100_000 });
    console.log(formatChaosReport(report));
  }, 240_000);

  it("settles: every paid order is sent, in review, or failed and refunded", () => {
    expect(report.settled).toBe(true);
    expect(report.paidPayments).toBe(50);
  });

  it("makes one order per payment, and every customer coming back gets it", () => {
    expect({ one: report.oneOrder, none: report.noOrder, more: report.moreThanOneOrder }).toEqual({
      one: 50,
      none: 0,
      more: 0,
    });
    expect(Object.keys(report.ensureAnswers)).toEqual(["200"]);
    expect(report.webhookResults.applied ?? 0).toBeLessThanOrEqual(50);
  });

  it("buys each item at most once, loses none, and every item in review says why", () => {
    expect(report.items).toBeGreaterThanOrEqual(50);
    expect(report.duplicateItems).toBe(0);
    expect(report.lostItems).toBe(0);
    const reasons = Object.entries(report.reviewReasons);
    expect(reasons.reduce((n, [, c]) => n + c, 0)).toBe(report.underReview);
    for (const [reason] of reasons) expect(reason.length).toBeGreaterThan(10);
  });

  it("refunds within what was paid, each refund once", () => {
    expect(report.refundsAbovePayment).toBe(0);
    expect(report.distinctRefundIds).toBe(report.refunds);
    expect(report.refundsCompleted).toBe(report.refunds);
  });

  it("a killed worker's running jobs are taken again within about 20 seconds", () => {
    for (const s of report.recoverySeconds) expect(s).toBeLessThan(30);
  });
});
