import {
  applyReturningDiscount,
  capWhileTyping,
  clampQuantity,
  deliveryEstimate,
  digitsOnly,
  EXPLORER_BUNDLE,
  formatAed,
  formatAmount,
  canonicalTikTokLink,
  canonicalVideoId,
  tiktokVideoId,
  isTikTokVideoLink,
  parseTikTokLink,
  isValidQuantity,
  likesPriceFils,
  orderItems,
  parseQuantity,
  LINK_INVALID_MESSAGE,
  LINK_REQUIRED_MESSAGE,
  popularPackages,
  priceFor,
  tiktokLinkError,
  undeliveredShareFils,
  viewsDiscountTable,
  viewsPriceFils,
  viewsPriceTable,
} from ".";

describe("views prices (fils)", () => {
  it.each([
    [0, 0],
    [-10, 0],
    [Number.NaN, 0],
    [1, 50], // floor of 0.50 AED
    [714, 50], // 49.98 fils rounds to 50
    [1_000, 70],
    [2_500, 175],
    [4_999, 350], // 349.93 rounds up: no jump at the breakpoint
    [5_000, 350],
    [5_001, 350],
    [52_500, 925], // half way from 3.50 to 15.00
    [99_999, 1_500],
    [100_000, 1_500],
    [100_001, 1_500],
    [550_000, 3_250], // half way from 15.00 to 50.00
    [998_999, 4_996],
    [999_000, 4_996], // the default table is linear up to 1,000,000 (the old formula jumped to 50.00 here)
    [1_000_000, 5_000],
    [2_000_000, 5_000],
  ])("%d views cost %d fils", (quantity, fils) => {
    expect(viewsPriceFils(quantity)).toBe(fils);
  });

  it("never falls as the quantity grows, across the whole range", () => {
    let previous = 0;
    for (let q = 1; q <= 1_000_000; q += 997) {
      const price = viewsPriceFils(q);
      expect(price).toBeGreaterThanOrEqual(previous);
      previous = price;
    }
  });

  it("drops fractions of a quantity", () => {
    expect(viewsPriceFils(5_000.9)).toBe(350);
  });
});

describe("likes prices (fils)", () => {
  it.each([
    [0, 0],
    [1, 50],
    [14, 50], // 49 fils is under the floor
    [99, 347], // 346.5 rounds half up
    [100, 350],
    [550, 925],
    [999, 1_499],
    [1_000, 1_500],
    [1_001, 1_502], // 1.5 fils rounds half up
    [2_000, 3_000],
    [5_000, 7_500],
  ])("%d likes cost %d fils", (quantity, fils) => {
    expect(likesPriceFils(quantity)).toBe(fils);
  });
});

describe("priceFor", () => {
  it("prices the explorer bundle at 15.00 whatever quantity is sent", () => {
    expect(priceFor({ service: "explorer", quantity: 1 })).toEqual({
      service: "explorer",
      quantity: EXPLORER_BUNDLE.views,
      listFils: 1_500,
      promotedFils: 1_500,
      bonusQuantity: 0,
      amountFils: 1_500,
      discountFils: 0,
    });
  });

  it("gives returning customers 5% off, rounded to the fils", () => {
    expect(priceFor({ service: "views", quantity: 5_000, returningCustomer: true })).toMatchObject({
      listFils: 350,
      amountFils: 333, // 332.5 rounds half up
      discountFils: 17,
    });
    expect(priceFor({ service: "views", quantity: 1_000_000, returningCustomer: true }).amountFils).toBe(4_750);
    expect(priceFor({ service: "explorer", quantity: 0, returningCustomer: true }).amountFils).toBe(1_425);
    expect(priceFor({ service: "likes", quantity: 100, returningCustomer: false }).amountFils).toBe(350);
  });

  it("never takes the discount below the 0.50 floor", () => {
    expect(applyReturningDiscount(50)).toBe(50);
    expect(applyReturningDiscount(0)).toBe(0);
  });
});

describe("formatting", () => {
  it("shows two decimals and thousands separators", () => {
    expect(formatAmount(350)).toBe("3.50");
    expect(formatAmount(5)).toBe("0.05");
    expect(formatAmount(123_456_78)).toBe("123,456.78");
    expect(formatAed(1_500)).toBe("15.00 درهم");
  });
});

describe("quantity input rules", () => {
  it("keeps digits only, including Arabic-Indic digits typed on phones", () => {
    expect(digitsOnly("12,5a00")).toBe("12500");
    expect(digitsOnly("٥٠٠٠")).toBe("5000");
    expect(digitsOnly("-3.5e2")).toBe("352");
  });

  it.each([
    [5000, 5000],
    ["5000", 5000],
    ["5,000", 5000],
    ["1,000,000", 1_000_000],
    ["٥٬٠٠٠", 5000],
    ["۵۰۰۰", 5000],
    ["5,000.9", null],
    ["-5000", null],
    [-5000, -5000],
    [5000.5, null],
    ["5000.0", null],
    ["5e3", null],
    ["+5000", null],
    ["50,00", null],
    ["5 000", null],
    ["", null],
    [Number.MAX_VALUE, null],
    ["9".repeat(40), null],
    [null, null],
    [{}, null],
  ])("reads the quantity %p as %p (whole numbers only, never a guess)", (value, expected) => {
    expect(parseQuantity(value)).toBe(expected);
  });

  it("caps while typing above the maximum, allows small numbers while typing", () => {
    expect(capWhileTyping("2000000", "views")).toBe("1000000");
    expect(capWhileTyping("5001", "likes")).toBe("5000");
    expect(capWhileTyping("50", "views")).toBe("50");
    expect(capWhileTyping("", "views")).toBe("");
    expect(capWhileTyping("007", "likes")).toBe("7");
    expect(capWhileTyping("99999999999999999999999", "views")).toBe("1000000");
  });

  it.each([
    ["views", "", 5_000],
    ["views", 0, 5_000],
    ["views", 4_999, 5_000],
    ["views", 5_000, 5_000],
    ["views", 1_000_001, 1_000_000],
    ["views", Number.NaN, 5_000],
    ["views", Number.POSITIVE_INFINITY, 5_000],
    ["likes", 99, 100],
    ["likes", "250", 250],
    ["likes", 5_001, 5_000],
  ] as const)("clamps %s %p to %d on blur", (service, value, expected) => {
    expect(clampQuantity(value, service)).toBe(expected);
  });

  it("accepts only whole quantities within the limits", () => {
    expect(isValidQuantity(5_000, "views")).toBe(true);
    expect(isValidQuantity(4_999, "views")).toBe(false);
    expect(isValidQuantity(5_000.5, "views")).toBe(false);
    expect(isValidQuantity(5_000, "likes")).toBe(true);
    expect(isValidQuantity(5_001, "likes")).toBe(false);
  });
});

describe("the one form of a video id", () => {
  it.each([
    ["777", "777"],
    ["0777", "777"],
    ["0000000000000000000000000007", "7"],
    ["7234567890123456789", "7234567890123456789"],
    ["18446744073709551615", "18446744073709551615"],
  ])("%s is %s", (digits, id) => expect(canonicalVideoId(digits)).toBe(id));

  it.each(["0", "000", "18446744073709551616", "123456789012345678901", "", "12a", "-1"])(
    "%s is no TikTok video id",
    (digits) => expect(canonicalVideoId(digits)).toBeNull(),
  );

  it("makes a zero-padded link the same video and the same stored link", () => {
    expect(tiktokVideoId("https://www.tiktok.com/@a/video/0777")).toBe("777");
    expect(canonicalTikTokLink("tiktok.com/@a/video/000777?x=1")).toBe("https://www.tiktok.com/@a/video/777");
    expect(parseTikTokLink("https://www.tiktok.com/@a/video/0")).toBeNull();
    expect(parseTikTokLink("https://www.tiktok.com/@a/video/99999999999999999999")).toBeNull();
  });
});

describe("TikTok link check", () => {
  it.each([
    [
      "https://www.tiktok.com/@user.name/video/7234567890123456789",
      "https://www.tiktok.com/@user.name/video/7234567890123456789",
    ],
    ["tiktok.com/@user_1/video/1", "https://www.tiktok.com/@user_1/video/1"],
    ["https://m.tiktok.com/@user/video/12", "https://www.tiktok.com/@user/video/12"],
    [
      "https://www.tiktok.com/@user/video/123?is_from_webapp=1&sender_device=pc",
      "https://www.tiktok.com/@user/video/123",
    ],
    ["https://www.tiktok.com/@user/video/123/#comments", "https://www.tiktok.com/@user/video/123"],
    ["https://vm.tiktok.com/ZMabc123/", "https://vm.tiktok.com/ZMabc123/"],
    ["vt.tiktok.com/ZS8abcXY", "https://vt.tiktok.com/ZS8abcXY/"],
    ["https://www.tiktok.com/t/ZTRabc12/?_r=1", "https://www.tiktok.com/t/ZTRabc12/"],
    ["  https://www.tiktok.com/@user/video/123  ", "https://www.tiktok.com/@user/video/123"],
    ["HTTPS://WWW.TIKTOK.COM/@User/video/1", "https://www.tiktok.com/@User/video/1"],
  ])("accepts %s as %s", (link, canonical) => {
    expect(isTikTokVideoLink(link)).toBe(true);
    expect(tiktokLinkError(link)).toBeNull();
    expect(canonicalTikTokLink(link)).toBe(canonical);
  });

  it("drops whatever the customer wrote after ? (a panel error echoed back must never be the customer's text)", () => {
    expect(canonicalTikTokLink("https://www.tiktok.com/@a/video/1?echo-error not enough funds")).toBe(
      "https://www.tiktok.com/@a/video/1",
    );
  });

  it.each([
    [
      "Check out this video on TikTok! https://vm.tiktok.com/ZMhvqkYxC/ #fyp",
      { kind: "short", url: "https://vm.tiktok.com/ZMhvqkYxC/", code: "ZMhvqkYxC" },
    ],
    [
      "شاهد هذا الفيديو «https://www.tiktok.com/@creator/video/7300000000000000001?_r=1»، رائع!",
      {
        kind: "video",
        url: "https://www.tiktok.com/@creator/video/7300000000000000001",
        videoId: "7300000000000000001",
        username: "creator",
      },
    ],
    ["(https://vt.tiktok.com/ZSabc/).", { kind: "short", url: "https://vt.tiktok.com/ZSabc/", code: "ZSabc" }],
  ])("finds the link in pasted share text: %s", (text, link) => {
    expect(parseTikTokLink(text)).toEqual(link);
  });

  it.each([
    "https://youtube.com/watch?v=1",
    "https://www.tiktok.com/@user",
    "https://www.tiktok.com/@user/video/abc",
    "https://www.tiktok.com/@user/photo/7300000000000000001",
    "https://evil.example/tiktok.com/@a/video/1",
    "https://tiktok.com.evil.example/@a/video/1",
    "https://evil.example\\@www.tiktok.com/@a/video/1",
    "https://www.tiktok.com@evil.example/@a/video/1",
    "https://user:pw@www.tiktok.com/@a/video/1",
    "https://www.tiktok.com:8443/@a/video/1",
    "https://vm.tiktok.com/ZM-abc/",
    "https://vm.tiktok.com/@a/video/1",
    "https://www.tiktok.com/ZMabc123",
    "https://vm.tiktok.com/t/ZMabc/",
    "http://www.tiktok.com/@a/video/1",
    "ftp://www.tiktok.com/@a/video/1",
    "javascript:alert(1)//tiktok.com/@a/video/1",
    "javascript:alert(document.domain)//tiktok.com/garble",
    "javascript://www.tiktok.com/@a/video/1%0aalert(1)",
    "data:text/html,tiktok.com/@a/video/1",
    "see tiktok.com/something",
    `https://www.tiktok.com/@a/video/1 ${"x ".repeat(1100)}`,
  ])("rejects %s with the spec's message", (link) => {
    expect(tiktokLinkError(link)).toBe(LINK_INVALID_MESSAGE);
    expect(canonicalTikTokLink(link)).toBeNull();
  });

  it("asks for a link when the field is empty or blank", () => {
    expect(tiktokLinkError("")).toBe(LINK_REQUIRED_MESSAGE);
    expect(tiktokLinkError("   ")).toBe(LINK_REQUIRED_MESSAGE);
  });
});

describe("delivery estimate", () => {
  it.each([
    ["views", 5_000, 30, 24],
    ["views", 20_000, 30, 24],
    ["views", 20_001, 60, 48],
    ["views", 100_000, 60, 48],
    ["views", 100_001, 120, 72],
    ["likes", 5_000, 30, 24],
    ["explorer", 25_000, 30, 24],
  ] as const)("%s × %d starts within %d min and completes within %d h", (service, q, start, complete) => {
    expect(deliveryEstimate(service, q)).toMatchObject({ startMinutes: start, completeHours: complete });
  });
});

describe("pricing page tables come from the same formulas", () => {
  it("prices the popular packages like checkout", () => {
    for (const p of popularPackages())
      expect(p.priceFils).toBe(priceFor({ service: "views", quantity: p.views }).amountFils);
    expect(popularPackages().map((p) => p.priceFils)).toEqual([350, 532, 1_500]);
  });

  it("lists per-1,000 prices and savings that match the engine", () => {
    for (const r of viewsPriceTable()) expect(r.priceFils).toBe(viewsPriceFils(r.quantity));
    const discounts = viewsDiscountTable();
    expect(discounts[0]).toMatchObject({ quantity: 5_000, perThousandFils: 70, savingPercent: 0 });
    expect(discounts.at(-1)).toMatchObject({ quantity: 1_000_000, perThousandFils: 5, savingPercent: 93 });
    const savings = discounts.map((d) => d.savingPercent);
    expect([...savings].sort((a, b) => a - b)).toEqual(savings);
  });
});

describe("order items and their share of the price", () => {
  it("makes views and likes one item carrying the whole amount", () => {
    expect(orderItems("views", 5_000, 350)).toEqual([{ kind: "VIEWS", quantity: 5_000, priceFils: 350 }]);
    expect(orderItems("likes", 100, 350)).toEqual([{ kind: "LIKES", quantity: 100, priceFils: 350 }]);
  });

  it("splits the explorer bundle into its four parts, adding up to the exact amount", () => {
    const items = orderItems("explorer", 25_000, 1_425);
    expect(items.map((i) => [i.kind, i.quantity])).toEqual([
      ["VIEWS", 25_000],
      ["LIKES", 250],
      ["SAVES", 50],
      ["SHARES", 75],
    ]);
    expect(items.reduce((s, i) => s + i.priceFils, 0)).toBe(1_425);
    expect(items.map((i) => i.priceFils)).toEqual([714, 427, 142, 142]);
  });

  it("refunds the undelivered share rounded down, never more than the item's price", () => {
    expect(undeliveredShareFils({ priceFils: 350, quantity: 5_000 }, 157)).toBe(10);
    expect(undeliveredShareFils({ priceFils: 350, quantity: 5_000 }, 5_000)).toBe(350);
    expect(undeliveredShareFils({ priceFils: 350, quantity: 5_000 }, 9_999)).toBe(350);
    expect(undeliveredShareFils({ priceFils: 350, quantity: 5_000 }, -3)).toBe(0);
  });
});
