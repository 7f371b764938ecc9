import { GET as exportRoute } from "@/app/api/admin/orders/export/route";
import { db } from "@/lib/db";
import { ATTRIBUTION_COOKIE, attributionCookieValue, type Attribution } from "@/lib/tracking/contract";
import { callWithParams } from "@/test/support/auth";
import { createPayment, LINK, payStored } from "@/test/support/checkout";
import { resetDb } from "@/test/support/db";
import { fromAddress, signedInUser } from "@/test/support/users";

// Which ad brought a payment (docs/ad-events.md#attribution): the cookie the
// request guard keeps on an ad's landing, read again and stored with the
// payment, shown in the console's orders CSV.

beforeEach(() => resetDb());

const now = () => Math.floor(Date.now() / 1000);
let n = 0;
const checkout = (cookie?: string) =>
  createPayment(
    { tiktokUrl: LINK, serviceType: "views", serviceQuantity: 5_000, customerEmail: `ad${++n}@example.ae` },
    cookie,
    fromAddress(`10.7.0.${n}`),
  );
const cookieOf = (a: Attribution) => `${ATTRIBUTION_COOKIE}=${encodeURIComponent(attributionCookieValue(a))}`;

const FIRST = { source: "tiktok", campaign: "launch", content: "ad-1", landing: "/", at: now() - 3 * 86_400 };
const LAST = {
  source: "tiktok",
  medium: "paid",
  campaign: "winter sale",
  content: "ad-7",
  ttclid: "E.C.P.abc",
  referrer: "www.tiktok.com",
  landing: "/tiktok-views",
  at: now() - 600,
};

describe("a payment's attribution", () => {
  it("keeps the first and the last ad landing the cookie holds", async () => {
    const res = await checkout(cookieOf({ first: FIRST, last: LAST }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await db.payment.findUniqueOrThrow({ where: { id } })).attribution).toEqual({ first: FIRST, last: LAST });
  });

  it("keeps none for a visitor from no ad, a garbage cookie, or touches older than the window", async () => {
    const stale = { ...LAST, at: now() - 8 * 86_400 };
    for (const cookie of [
      undefined,
      `${ATTRIBUTION_COOKIE}=not-json`,
      `${ATTRIBUTION_COOKIE}=${encodeURIComponent(JSON.stringify({ last: { source: "<b>x</b>", at: now() } }))}`,
      cookieOf({ first: stale, last: stale }),
    ]) {
      const res = await checkout(cookie);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await db.payment.findUniqueOrThrow({ where: { id } })).attribution).toBeNull();
    }
  });

  it("drops a forged field and keeps the rest; a first touch out of the window becomes the last", async () => {
    const forged = {
      last: { ...LAST, campaign: "=cmd()", content: "x".repeat(400) },
      first: { ...FIRST, at: now() - 30 * 86_400 },
    };
    const res = await checkout(`${ATTRIBUTION_COOKIE}=${encodeURIComponent(JSON.stringify(forged))}`);
    const { id } = (await res.json()) as { id: string };
    const { campaign: _campaign, content: _content, ...rest } = LAST;
    expect((await db.payment.findUniqueOrThrow({ where: { id } })).attribution).toEqual({ first: rest, last: rest });
  });

  it("names the order's source, campaign and ad in the console's orders CSV", async () => {
    const { id } = (await (await checkout(cookieOf({ first: FIRST, last: LAST }))).json()) as { id: string };
    await payStored(id);
    const operator = await signedInUser("OPERATOR");
    const res = await callWithParams(
      exportRoute,
      "/api/admin/orders/export",
      {},
      { method: "GET", headers: { cookie: operator.cookie } },
    );
    const [header, row] = (await res.text()).trim().split("\r\n");
    expect(header).toMatch(/"المصدر","الحملة","الإعلان"$/);
    expect(row).toMatch(/"tiktok","winter sale","ad-7"$/);
  });
});
