import { http, HttpResponse } from "msw";

import { POST as registerRoute } from "@/app/api/auth/register/route";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { startWorker } from "@/lib/jobs";
import { ALL_JOBS } from "@/lib/worker";
import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { server } from "@/test/support/msw";

import { POST as freeRoute } from "./route";

// A real panel, imitated: the claim's order goes through the same durable
// fulfilment as a paid order (external-apis.md, SMM panel API v2).
const PANEL_URL = "https://panel.test/api/v2";
process.env.FULFILMENT_PROVIDER = "panel";
process.env.SMM_PANEL_URL = PANEL_URL;
process.env.SMM_PANEL_KEY = "panel-key";
process.env.SMM_SERVICE_VIEWS = "101";
resetEnvForTests();

const VIDEO = "https://www.tiktok.com/@sara/video/7300000000000000001";
const quiet = { info() {}, warn() {}, error() {} };

/** What the panel received: form fields of each call. */
let calls: URLSearchParams[];
let nextOrder: number;

beforeEach(async () => {
  await resetDb();
  calls = [];
  nextOrder = 5000;
  server.use(
    http.post(PANEL_URL, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      calls.push(form);
      if (form.get("key") !== "panel-key") return HttpResponse.json({ error: "Invalid API key" });
      switch (form.get("action")) {
        case "add":
          return HttpResponse.json({ order: ++nextOrder });
        case "status":
          return HttpResponse.json({
            charge: "0.10",
            start_count: "120",
            status: "Pending",
            remains: "1000",
            currency: "USD",
          });
        case "balance":
          return HttpResponse.json({ balance: "100.00", currency: "USD" });
        case "services":
          return HttpResponse.json([
            {
              service: 101,
              name: "TikTok views",
              type: "Default",
              category: "TikTok",
              rate: "0.10",
              min: "100",
              max: "1000000",
            },
          ]);
        default:
          return HttpResponse.json({ error: "Incorrect request" });
      }
    }),
  );
});

describe("a free claim delivered by the panel", () => {
  it("submits the 1,000 views to the panel exactly once, whatever runs the jobs how often", async () => {
    const res = await call(registerRoute as Handler, "/api/auth/register", {
      body: JSON.stringify({ username: "panel1", password: "secret1" }),
    });
    const cookie = sessionCookieFrom(res)!;
    const claimed = await call(freeRoute as Handler, "/api/tiktok-views/free", {
      body: JSON.stringify({ tiktokUrl: VIDEO }),
      headers: { cookie },
    });
    expect(claimed.status).toBe(201);
    const { orderId } = (await claimed.json()) as { orderId: string };

    // Two workers at once, each drained twice: the item must still go out once.
    const workers = [
      startWorker(ALL_JOBS, { pollMs: 20, log: quiet }),
      startWorker(ALL_JOBS, { pollMs: 20, log: quiet }),
    ];
    try {
      await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.drain()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }

    const adds = calls.filter((c) => c.get("action") === "add");
    expect(adds).toHaveLength(1);
    expect(Object.fromEntries(adds[0]!)).toMatchObject({ service: "101", link: VIDEO, quantity: "1000" });
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId } });
    expect(item).toMatchObject({ submission: "SUBMITTED", externalOrderId: String(nextOrder), quantity: 1000 });
    expect(await db.job.count({ where: { type: "fulfilment.submit-item", status: "DONE" } })).toBe(1);
  });
});
