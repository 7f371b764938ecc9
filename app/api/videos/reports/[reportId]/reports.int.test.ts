import { NextRequest } from "next/server";

import { PROMISED_DELETION_MS, getReport, sweepReports, type AnalysisResult } from "@/lib/analyser";
import { keepReport } from "@/lib/analyser/reports";
import { db } from "@/lib/db";
import { callWithParams } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { signedInUser } from "@/test/support/users";

import AnalysisResultPage from "@/app/(storefront)/(account)/analysis-result/page";

import { DELETE, GET, POST } from "./route";

// A kept result: its link shows it for the promised time, the sweep then
// deletes it unless its creator saved it to their account; nobody else can
// take it over. Times are given to the functions (a controlled clock).

const save = (reportId: string, cookie?: string) =>
  callWithParams(POST, `/api/videos/reports/${reportId}`, { reportId }, { headers: cookie ? { cookie } : {} });

const result = {
  summary: "فرص انتشار جيدة",
  viralityScore: 72,
  estimatedViews: "4,000 - 16,000",
  recommendations: [],
  analysisFactors: [],
  source: "local",
  suggestedViews: 5_000,
  timeline: { durationS: 2, seconds: [], stretches: [], opening: { score: 0, verdict: "", checks: [] }, reasoning: "" },
  estimate: { low: 4_000, high: 16_000, band: 2, lowestBecause: null, basis: "", cannotSee: "" },
  speechHook: { status: "noSpeech", message: "" },
  findings: [],
} satisfies AnalysisResult;

beforeEach(() => resetDb());

describe("kept analysis results", () => {
  it("shows a result by its link until the promised deletion time, then the sweep deletes it", async () => {
    const id = await keepReport(result);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await db.analysisReport.findUniqueOrThrow({ where: { id } });
    const born = row.createdAt.getTime();

    const kept = await getReport(id, { now: new Date(born + 1_000) });
    expect(kept?.result).toMatchObject({ viralityScore: 72, estimatedViews: "4,000 - 16,000", reportId: id });
    expect(kept?.deletesAt?.getTime()).toBe(born + PROMISED_DELETION_MS);
    expect(JSON.stringify(row.result)).not.toMatch(/upload|\.mp4/);

    expect(await getReport(id, { now: new Date(born + PROMISED_DELETION_MS + 1) })).toBeNull();
    expect(await sweepReports(born + PROMISED_DELETION_MS - 1_000)).toBe(0);
    expect(await sweepReports(born + PROMISED_DELETION_MS + 1_000)).toBe(1);
    expect(await db.analysisReport.count()).toBe(0);
    expect(await getReport("not-an-id")).toBeNull();
  });

  it("keeps a result saved to an account past the deletion time; only its saver can save it again", async () => {
    const [creator, other] = [await signedInUser(), await signedInUser()];
    const id = await keepReport(result);

    expect((await save(id)).status).toBe(401);
    const saved = await save(id, creator.cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ saved: true });
    expect((await save(id, creator.cookie)).status).toBe(200);
    const taken = await save(id, other.cookie);
    expect(taken.status).toBe(404);
    expect(((await taken.json()) as { message: string }).message).toContain("لم نجد هذه النتيجة");

    const later = Date.now() + 2 * PROMISED_DELETION_MS;
    expect(await sweepReports(later)).toBe(0);
    const kept = await getReport(id, { viewerId: creator.id, now: new Date(later) });
    expect(kept).toMatchObject({ deletesAt: null, savedByViewer: true });
    expect((await db.analysisReport.findUniqueOrThrow({ where: { id } })).userId).toBe(creator.id);
  });

  it("cannot save a result that is past its time, unknown or malformed", async () => {
    const user = await signedInUser();
    const id = await keepReport(result);
    await db.analysisReport.update({
      where: { id },
      data: { createdAt: new Date(Date.now() - PROMISED_DELETION_MS - 60_000) },
    });
    expect((await save(id, user.cookie)).status).toBe(404);
    expect((await save("A".repeat(22), user.cookie)).status).toBe(404);
    expect((await save("../../etc", user.cookie)).status).toBe(404);
    const wrongMethod = await DELETE(
      new NextRequest("http://localhost:3000/api/videos/reports/x", { method: "DELETE" }),
    );
    expect(wrongMethod.status).toBe(405);
  });
});

describe("a kept result's link", () => {
  const open = (reportId: string) =>
    callWithParams(GET, `/api/videos/reports/${reportId}`, { reportId }, { method: "GET" });
  const page = (id: string) => AnalysisResultPage({ searchParams: Promise.resolve({ id }) });
  /** What Next.js makes of notFound(): the page answers HTTP 404. */
  const NOT_FOUND = { digest: "NEXT_HTTP_ERROR_FALLBACK;404" };

  it("answers the result while it is kept, and 404 once deleted, unknown or malformed (API and page)", async () => {
    const id = await keepReport(result);
    const kept = await open(id);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ viralityScore: 72, estimatedViews: "4,000 - 16,000", reportId: id });
    await expect(page(id)).resolves.toBeTruthy();

    // Past its time (the sweep not yet run), then swept.
    await db.analysisReport.update({
      where: { id },
      data: { createdAt: new Date(Date.now() - PROMISED_DELETION_MS - 60_000) },
    });
    expect((await open(id)).status).toBe(404);
    await expect(page(id)).rejects.toMatchObject(NOT_FOUND);
    expect(await sweepReports()).toBe(1);
    for (const gone of [id, "A".repeat(22), "not-an-id"]) {
      const answer = await open(gone);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { message: string }).message).toContain("لم نجد هذه النتيجة");
      await expect(page(gone)).rejects.toMatchObject(NOT_FOUND);
    }
  });
});
