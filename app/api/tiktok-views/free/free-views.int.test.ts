import { GET as currentUserRoute } from "@/app/api/auth/current-user/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { VIDEO_ALREADY_CLAIMED_ERROR } from "@/lib/free-views";
import { freeViewsClaimResponseSchema } from "@/lib/free-views/schemas";
import { SHORT_LINK_UNRESOLVED_MESSAGE, clearResolvedLinks } from "@/lib/tiktok-videos";
import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { server } from "@/test/support/msw";
import { tiktokWeb } from "@/test/support/tiktok-web";

import { POST as freeRoute } from "./route";

// Behind a trusted proxy, so a test can pose as a client IP. Requests without
// X-Forwarded-For have no known IP and share one set of limits.
process.env.TRUST_PROXY = "true";
resetEnvForTests();

const VIDEO = "https://www.tiktok.com/@sara/video/7300000000000000001";
/** A different video for each claim (the offer is once per video too). */
let videoCounter = 0;
const anotherVideo = () =>
  `https://www.tiktok.com/@sara/video/74000000000000${String(++videoCounter).padStart(5, "0")}`;

let userCounter = 0;
async function signUp(): Promise<{ cookie: string; userId: string }> {
  const n = ++userCounter;
  const res = await call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify({ username: `claimer${n}`, password: "secret1" }),
    // Each account from an address of its own (new accounts per address are limited).
    headers: { "x-forwarded-for": `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { cookie: sessionCookieFrom(res)!, userId: id };
}

function claim(cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return call(freeRoute as Handler, "/api/tiktok-views/free", {
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

async function errorOf(res: Response): Promise<string> {
  const body = (await res.json()) as { error: string; message: string };
  expect(body.message).toBe(body.error);
  return body.error;
}

/** Everything a claim writes, counted. */
async function written() {
  const [orders, items, jobs, claims] = await Promise.all([
    db.order.count(),
    db.orderItem.count(),
    db.job.count({ where: { type: "fulfilment.submit-item" } }),
    db.freeViewClaim.count(),
  ]);
  return { orders, items, jobs, claims };
}
const NOTHING = { orders: 0, items: 0, jobs: 0, claims: 0 };
const ONE_CLAIM = { orders: 1, items: 1, jobs: 1, claims: 1 };

beforeEach(async () => {
  await resetDb();
  clearResolvedLinks();
});

describe("POST /api/tiktok-views/free", () => {
  it("creates the 1,000-view free order, its item, its one fulfilment job and the claim", async () => {
    const { cookie, userId } = await signUp();
    const res = await claim(cookie, { tiktokUrl: `  ${VIDEO}  ` });
    expect(res.status).toBe(201);
    // The free-views page validates the answer with the contract's schema.
    const body = freeViewsClaimResponseSchema.parse(await res.json());
    expect(body).toEqual({ success: true, orderId: expect.any(String), quantity: 1000, message: expect.any(String) });
    expect(body.message).toContain("1,000");

    const order = await db.order.findUniqueOrThrow({ where: { id: body.orderId }, include: { items: true } });
    expect(order).toMatchObject({
      userId,
      source: "FREE",
      paymentId: null,
      serviceType: "VIEWS",
      quantity: 1000,
      link: VIDEO,
      status: "PENDING",
    });
    expect(order.items).toEqual([expect.objectContaining({ kind: "VIEWS", quantity: 1000, priceFils: 0 })]);
    const jobs = await db.job.findMany({ where: { type: "fulfilment.submit-item" } });
    expect(jobs).toEqual([expect.objectContaining({ status: "QUEUED", payload: { itemId: order.items[0]!.id } })]);
    expect(await db.freeViewClaim.findUniqueOrThrow({ where: { userId } })).toMatchObject({
      orderId: body.orderId,
      tiktokUrl: VIDEO,
    });
    expect(await written()).toEqual(ONE_CLAIM);
  });

  it("marks the offer used for the current user", async () => {
    const { cookie } = await signUp();
    const me = async () =>
      (await (
        await call(currentUserRoute as Handler, "/api/auth/current-user", { method: "GET", headers: { cookie } })
      ).json()) as {
        usedFreeViews: boolean;
      };
    expect((await me()).usedFreeViews).toBe(false);
    expect((await claim(cookie, { tiktokUrl: VIDEO })).status).toBe(201);
    expect((await me()).usedFreeViews).toBe(true);
  });

  it("refuses a second claim with the spec's already-used message, even for another video", async () => {
    const { cookie } = await signUp();
    expect((await claim(cookie, { tiktokUrl: VIDEO })).status).toBe(201);
    const again = await claim(cookie, { tiktokUrl: "https://vm.tiktok.com/ZMabc123/" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toContain("لقد استخدمت العرض المجاني بالفعل");
    expect(await written()).toEqual(ONE_CLAIM);
  });

  it("gives exactly one of 20 concurrent claims by one user, and a clean 409 to the rest", async () => {
    const { cookie } = await signUp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        claim(cookie, { tiktokUrl: anotherVideo() }, { "x-forwarded-for": "198.51.100.7" }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const res of results.filter((r) => r.status === 409))
      expect(await errorOf(res)).toContain("لقد استخدمت العرض المجاني بالفعل");
    expect(await written()).toEqual(ONE_CLAIM);
  });

  it("lets different users claim at the same moment", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    const results = await Promise.all(
      users.map((u, i) => claim(u.cookie, { tiktokUrl: anotherVideo() }, { "x-forwarded-for": `192.0.2.${i + 1}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array<number>(6).fill(201));
    expect(await written()).toEqual({ orders: 6, items: 6, jobs: 6, claims: 6 });
  });

  it("requires sign-in (401 with the spec's message), before looking at the body", async () => {
    const res = await claim(undefined, { tiktokUrl: "" });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("تسجيل الدخول مطلوب");
    const forged = await claim("next-auth.session-token=forged", { tiktokUrl: VIDEO });
    expect(forged.status).toBe(401);
    expect(await written()).toEqual(NOTHING);
  });

  it.each([
    ["an empty link", { tiktokUrl: "" }],
    ["a blank link", { tiktokUrl: " \t " }],
    ["no link", {}],
    ["a null link", { tiktokUrl: null }],
    ["a number", { tiktokUrl: 12345 }],
    ["a body that is not an object", []],
  ])("refuses %s with 400 and 'يرجى إدخال رابط للفيديو'", async (_label, body) => {
    const { cookie } = await signUp();
    const res = await claim(cookie, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("يرجى إدخال رابط للفيديو");
    expect(await written()).toEqual(NOTHING);
  });

  it.each([
    "https://www.instagram.com/reel/C1abc/",
    "https://example.com/@sara/video/7300000000000000001",
    "https://tiktok.com.evil.example/@sara/video/1",
    "https://www.tiktok.com/@sara",
    "javascript:alert(1)",
    "just some words",
  ])("refuses %s: the offer is for TikTok videos", async (tiktokUrl) => {
    const { cookie } = await signUp();
    const res = await claim(cookie, { tiktokUrl });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatch(/^العرض المجاني لمشاهدات تيك توك فقط/);
    expect(await written()).toEqual(NOTHING);
  });

  it("accepts a short link typed without its scheme, and stores the video link TikTok resolves it to", async () => {
    const tiktok = tiktokWeb();
    server.use(...tiktok.handlers);
    tiktok.shortLink("https://vm.tiktok.com/ZMabc123/", `${VIDEO}?_r=1`);
    const { cookie } = await signUp();
    const res = await claim(cookie, { tiktokUrl: "vm.tiktok.com/ZMabc123" });
    expect(res.status).toBe(201);
    expect((await db.order.findFirstOrThrow()).link).toBe(VIDEO);
    expect((await db.freeViewClaim.findFirstOrThrow()).videoId).toBe("7300000000000000001");
  });

  it.each([
    ["malformed JSON", "{tiktokUrl:", {}, 400],
    ["a form post", "tiktokUrl=x", { "content-type": "application/x-www-form-urlencoded" }, 415],
    [
      "a link longer than the column",
      JSON.stringify({ tiktokUrl: `https://www.tiktok.com/${"a".repeat(2100)}` }),
      {},
      400,
    ],
    ["a body over 64 KB", JSON.stringify({ tiktokUrl: "x".repeat(70_000) }), {}, 413],
  ])("answers %s with a clean %#", async (_label, body, headers, status) => {
    const { cookie } = await signUp();
    const res = await claim(cookie, body, headers as Record<string, string>);
    expect(res.status).toBe(status);
    expect(typeof (await errorOf(res))).toBe("string");
    expect(await written()).toEqual(NOTHING);
  });

  it("refuses a claim posted from another site", async () => {
    const { cookie } = await signUp();
    const res = await claim(
      cookie,
      { tiktokUrl: VIDEO },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(res.status).toBe(403);
    expect(await written()).toEqual(NOTHING);
  });
});

describe("free claims per IP (behind a trusted proxy)", () => {
  beforeEach(() => runClockFrom(new Date("2026-11-22T10:00:00Z")));
  afterEach(() => jest.useRealTimers());

  const from = (ip: string) => ({ "x-forwarded-for": ip });

  it("grants 3 claims a day from one address, then answers 429 in Arabic with Retry-After", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => signUp()));
    for (const u of users.slice(0, 3))
      expect((await claim(u.cookie, { tiktokUrl: anotherVideo() }, from("203.0.113.9"))).status).toBe(201);
    const refused = await claim(users[3]!.cookie, { tiktokUrl: VIDEO }, from("203.0.113.9"));
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatch(/^تم استخدام العرض المجاني من هذا الجهاز أو الشبكة عدة مرات اليوم/);
    // The day's window ends at midnight UTC, 14 hours after the clock's start.
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(13 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(14 * 60 * 60);
    // The refused user may still claim from elsewhere, and has not used the offer.
    expect((await claim(users[3]!.cookie, { tiktokUrl: VIDEO }, from("203.0.113.10"))).status).toBe(201);
    expect(await written()).toEqual({ orders: 4, items: 4, jobs: 4, claims: 4 });
  });

  it("counts granted claims only: refused links and second claims use none of the allowance", async () => {
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => signUp()));
    const ip = from("203.0.113.20");
    expect((await claim(a!.cookie, { tiktokUrl: VIDEO }, ip)).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await claim(a!.cookie, { tiktokUrl: VIDEO }, ip)).status).toBe(409);
    for (let i = 0; i < 5; i++)
      expect((await claim(b!.cookie, { tiktokUrl: "https://example.com/v" }, ip)).status).toBe(400);
    expect((await claim(b!.cookie, { tiktokUrl: anotherVideo() }, ip)).status).toBe(201);
    expect((await claim(c!.cookie, { tiktokUrl: anotherVideo() }, ip)).status).toBe(201);
    expect((await claim(d!.cookie, { tiktokUrl: anotherVideo() }, ip)).status).toBe(429);
  });

  it("holds under concurrency: of 8 users claiming at once from one address, exactly 3 get the views", async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => signUp()));
    const results = await Promise.all(
      users.map((u) => claim(u.cookie, { tiktokUrl: anotherVideo() }, from("203.0.113.30"))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await written()).toEqual({ orders: 3, items: 3, jobs: 3, claims: 3 });
  });
});

describe("once per video, whoever claims it (docs/product-rules.md#free-offer)", () => {
  it("refuses another account's claim of the same video, however the link is written, with a clear Arabic message", async () => {
    const tiktok = tiktokWeb();
    server.use(...tiktok.handlers);
    tiktok.shortLink("https://vt.tiktok.com/ZSsame/", `${VIDEO}?_r=1`);
    // A short link whose video link TikTok writes zero-padded.
    tiktok.shortLink("https://vt.tiktok.com/ZSpad/", "https://www.tiktok.com/@sara/video/007300000000000000001");
    const first = await signUp();
    expect((await claim(first.cookie, { tiktokUrl: VIDEO })).status).toBe(201);
    for (const link of [
      VIDEO,
      `${VIDEO}?is_from_webapp=1`,
      "m.tiktok.com/@someone_else/video/7300000000000000001",
      "Check out this video! https://vt.tiktok.com/ZSsame/",
      // One video id has one form: leading zeros name the same video.
      "https://www.tiktok.com/@sara/video/07300000000000000001",
      "https://www.tiktok.com/@x/video/0000007300000000000000001",
      "https://vt.tiktok.com/ZSpad/",
    ]) {
      const other = await signUp();
      const res = await claim(other.cookie, { tiktokUrl: link });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toBe(VIDEO_ALREADY_CLAIMED_ERROR);
    }
    expect(await written()).toEqual(ONE_CLAIM);
  });

  it("gives exactly one of 8 different users claiming one video at once", async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => signUp()));
    const results = await Promise.all(users.map((u) => claim(u.cookie, { tiktokUrl: VIDEO })));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
    for (const res of results.filter((r) => r.status === 409))
      expect(await errorOf(res)).toBe(VIDEO_ALREADY_CLAIMED_ERROR);
    expect(await written()).toEqual(ONE_CLAIM);
  });

  it("is a unique key in the database, not only a check in the code", async () => {
    const a = await signUp();
    const b = await signUp();
    expect((await claim(a.cookie, { tiktokUrl: VIDEO })).status).toBe(201);
    const order = await db.order.create({
      data: { userId: b.userId, source: "FREE", serviceType: "VIEWS", quantity: 1000, link: VIDEO },
    });
    await expect(
      db.freeViewClaim.create({
        data: { userId: b.userId, orderId: order.id, tiktokUrl: VIDEO, videoId: "7300000000000000001" },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

  it("refuses a short link TikTok cannot resolve now, asking for the full link (nothing written)", async () => {
    const tiktok = tiktokWeb();
    server.use(...tiktok.handlers);
    tiktok.setMode("down");
    const { cookie } = await signUp();
    const res = await claim(cookie, { tiktokUrl: "https://vm.tiktok.com/ZMabc123/" });
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toBe(SHORT_LINK_UNRESOLVED_MESSAGE);
    expect(await written()).toEqual(NOTHING);
  });
});
