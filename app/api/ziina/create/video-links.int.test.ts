import { GET as openOrderRoute } from "@/app/api/orders/open/route";
import { db } from "@/lib/db";
import { LINK_INVALID_MESSAGE } from "@/lib/pricing";
import { SHORT_LINK_NOT_VIDEO_MESSAGE, clearPreviews, clearResolvedLinks } from "@/lib/tiktok-videos";
import { callWithParams } from "@/test/support/auth";
import { LINK, createPayment, newPayment, simulatedAct, updateUrl, ziinaStatus } from "@/test/support/checkout";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { server } from "@/test/support/msw";
import { tiktokWeb } from "@/test/support/tiktok-web";

// docs/product-rules.md#video-links: what a payment stores, and the panel receives, is the canonical video link.

let tiktok: ReturnType<typeof tiktokWeb>;
beforeEach(async () => {
  await resetDb();
  clearResolvedLinks();
  clearPreviews();
  tiktok = tiktokWeb();
  server.use(...tiktok.handlers);
});
afterEach(() => jest.useRealTimers());

const storedLink = async (id: string) => (await db.payment.findUniqueOrThrow({ where: { id } })).tiktokUrl;

describe("payment creation keeps only the canonical video link", () => {
  it("drops what follows ? or #: the payment, the order and the panel get https://www.tiktok.com/@user/video/<id>", async () => {
    runClockFrom(new Date("2026-11-24T10:00:00Z"));
    const payment = await newPayment({ tiktokUrl: `${LINK}?echo-error not enough funds#x` });
    expect(await storedLink(payment.id)).toBe(LINK);

    expect((await simulatedAct(payment.id, "pay")).status).toBe(200);
    jest.setSystemTime(new Date(Date.now() + 15_500));
    expect(await (await ziinaStatus(payment.id)).json()).toMatchObject({ status: "COMPLETED" });
    expect((await db.order.findFirstOrThrow({ where: { paymentId: payment.id } })).link).toBe(LINK);
    await runJobs();
    expect((await db.simPanelOrder.findMany()).map((o) => o.link)).toEqual([LINK]);
  });

  it.each(["views", "likes", "explorer"])(
    "refuses a javascript: address that mentions TikTok (%s)",
    async (serviceType) => {
      const res = await createPayment({
        tiktokUrl: "javascript:alert(document.domain)//tiktok.com/garble",
        serviceType,
        serviceQuantity: serviceType === "likes" ? 100 : 5000,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: LINK_INVALID_MESSAGE });
      expect(await db.payment.count()).toBe(0);
    },
  );

  it("resolves a short link with TikTok before the payment, following its redirects by hand", async () => {
    const video = tiktok.video({ id: "7300000000000000042", username: "creator" });
    tiktok.shortLink("https://vm.tiktok.com/ZMabc123/", `${video}?_r=1&_t=ZS-8x`);
    const payment = await newPayment({ tiktokUrl: "https://vm.tiktok.com/ZMabc123/" });
    expect(await storedLink(payment.id)).toBe(video);
    expect(tiktok.requests).toEqual(["https://vm.tiktok.com/ZMabc123/"]);
  });

  it("takes the link out of TikTok's pasted share text", async () => {
    const video = tiktok.video({ id: "7300000000000000043", username: "creator" });
    tiktok.shortLink("https://vt.tiktok.com/ZSshare/", video);
    const payment = await newPayment({
      tiktokUrl: "Check out @creator's video! #TikTok https://vt.tiktok.com/ZSshare/ ",
    });
    expect(await storedLink(payment.id)).toBe(video);
  });

  it("keeps the short link (its https form, no query) when TikTok cannot be reached", async () => {
    tiktok.setMode("down");
    const payment = await newPayment({ tiktokUrl: "vm.tiktok.com/ZMabc123?lang=ar" });
    expect(await storedLink(payment.id)).toBe("https://vm.tiktok.com/ZMabc123/");
  });

  it("refuses a short link that TikTok says leads to no video", async () => {
    const res = await createPayment({
      tiktokUrl: "https://vm.tiktok.com/ZMgone/",
      serviceType: "views",
      serviceQuantity: 5000,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: SHORT_LINK_NOT_VIDEO_MESSAGE });
    expect(await db.payment.count()).toBe(0);
  });

  it("a corrected link (update-tiktok-url) is made canonical the same way", async () => {
    const payment = await newPayment();
    const other = "https://www.tiktok.com/@creator/video/7300000000000000099";
    const res = await updateUrl(payment.id, `${other}?comment=اكتب هنا`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ tiktokUrl: other });
    expect(await storedLink(payment.id)).toBe(other);
    expect((await updateUrl(payment.id, "javascript:alert(1)//tiktok.com/@a/video/1")).status).toBe(400);
  });

  it("the warning about an unfinished order for the same video matches the link however it is written", async () => {
    runClockFrom(new Date("2026-11-24T10:00:00Z"));
    const payment = await newPayment({ tiktokUrl: LINK });
    expect((await simulatedAct(payment.id, "pay")).status).toBe(200);
    jest.setSystemTime(new Date(Date.now() + 15_500));
    await ziinaStatus(payment.id);
    const open = async (link: string) =>
      (
        (await (
          await callWithParams(
            openOrderRoute,
            `/api/orders/open?link=${encodeURIComponent(link)}&paymentIds=${payment.id}`,
            {},
            { method: "GET" },
          )
        ).json()) as { order: { paymentId: string } | null }
      ).order;
    expect(await open(`${LINK}?is_from_webapp=1`)).toMatchObject({ paymentId: payment.id });
    expect(await open(`Check out this video! ${LINK}`)).toMatchObject({ paymentId: payment.id });
    // One video id, one video: zero-padded, or under another account's name in the link.
    expect(await open(LINK.replace("/video/", "/video/00"))).toMatchObject({ paymentId: payment.id });
    expect(await open(LINK.replace("@creator", "@someone"))).toMatchObject({ paymentId: payment.id });
    // Another video whose id ends with the same digits is another video.
    expect(await open(LINK.replace("/video/7", "/video/17"))).toBeNull();
  });
});
