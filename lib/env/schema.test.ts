import { readFileSync } from "node:fs";
import path from "node:path";

import { riskySettingsWarnings } from ".";
import { envSchema, parseEnv } from "./schema";

/** A real store's identity settings (production requires them unless it is a demo). */
const IDENTITY = {
  BUSINESS_NAME: "متجر المثال للتسويق ذ.م.م",
  BUSINESS_COUNTRY: "الإمارات العربية المتحدة",
  BUSINESS_ADDRESS: "مكتب 12، أبوظبي",
  SUPPORT_EMAIL: "help@shop.ae",
  VAT_REGISTERED: "true",
  VAT_TRN: "100123456700003",
  VAT_PERCENT: "5",
};

describe("configuration", () => {
  it("runs on embedded defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYMENT_PROVIDER).toBe("simulated");
    expect(env.FULFILMENT_PROVIDER).toBe("simulated");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.IDENTITY.vat).toEqual({ registered: true, trn: "100000000000003", ratePercent: 5 });
  });

  it("treats empty values as unset, as .env.example leaves them", () => {
    expect(parseEnv({ DATABASE_URL: "", ZIINA_API_KEY: " " }).PAYMENT_PROVIDER).toBe("simulated");
  });

  it("switches real providers on by their keys", () => {
    const env = parseEnv({ ZIINA_API_KEY: "k", SMM_PANEL_KEY: "p", SMM_PANEL_URL: "https://panel.test/api/v2" });
    expect(env.PAYMENT_PROVIDER).toBe("ziina");
    expect(env.FULFILMENT_PROVIDER).toBe("panel");
  });

  it("refuses production with simulated payments unless explicitly allowed", () => {
    const base = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      APP_URL: "https://store.example",
      ...IDENTITY,
    };
    expect(() => parseEnv(base)).toThrow(/PAYMENT_PROVIDER: the simulated payment provider is refused in production/);
    expect(parseEnv({ ...base, ALLOW_SIMULATED_PAYMENTS: "true" }).PAYMENT_PROVIDER).toBe("simulated");
  });

  describe("production's address and secret", () => {
    const base = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), ALLOW_SIMULATED_PAYMENTS: "true" };

    it("requires APP_URL: forgetting it would silently drop the cookie's Secure flag", () => {
      expect(() => parseEnv(base)).toThrow(/APP_URL: is required in production/);
    });

    it.each(["http://store.example", "http://192.168.1.20:3000", "ftp://store.example"])(
      "refuses a non-https APP_URL (%s)",
      (url) => {
        expect(() => parseEnv({ ...base, APP_URL: url })).toThrow(/APP_URL: must be https in production/);
      },
    );

    it.each(["https://store.example", "http://localhost:3000", "http://127.0.0.1:4321", "http://[::1]:3000"])(
      "accepts %s (plain http only on this machine, to try a production build)",
      (url) => {
        expect(parseEnv({ ...base, APP_URL: url }).APP_URL).toBe(url);
      },
    );

    it("requires AUTH_SECRET of at least 32 characters", () => {
      const { AUTH_SECRET: _unused, ...rest } = base;
      expect(() => parseEnv({ ...rest, APP_URL: "https://store.example" })).toThrow(/AUTH_SECRET: is required/);
      expect(() => parseEnv({ ...base, APP_URL: "https://store.example", AUTH_SECRET: "short" })).toThrow(
        /AUTH_SECRET must be at least 32 characters/,
      );
    });

    it("lets development and tests run on the defaults", () => {
      expect(parseEnv({ NODE_ENV: "development" }).APP_URL).toBe("http://localhost:3000");
      expect(parseEnv({ NODE_ENV: "test", APP_URL: "http://store.test" }).APP_URL).toBe("http://store.test");
    });
  });

  it("lists every problem at once in one readable message", () => {
    expect(() => parseEnv({ DATABASE_URL: "not a url", VAT_PERCENT: "150" })).toThrow(
      /DATABASE_URL: Invalid URL[\s\S]*VAT_PERCENT/,
    );
    expect(() => parseEnv({ NODE_ENV: "production", ZIINA_API_KEY: "k" })).toThrow(
      /AUTH_SECRET: is required in production[\s\S]*APP_URL: is required[\s\S]*ZIINA_WEBHOOK_SECRET/,
    );
  });

  it("needs the webhook secret with Ziina in production", () => {
    expect(() =>
      parseEnv({
        ...IDENTITY,
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        APP_URL: "https://s.example",
        ZIINA_API_KEY: "k",
        SMM_PANEL_KEY: "p",
        SMM_PANEL_URL: "https://p.test/api/v2",
      }),
    ).toThrow(/ZIINA_WEBHOOK_SECRET/);
  });

  it("refuses real payments with the simulated panel in production", () => {
    const real = {
      ...IDENTITY,
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      APP_URL: "https://s.example",
      ZIINA_API_KEY: "k",
      ZIINA_WEBHOOK_SECRET: "s",
      SMTP_URL: "smtp://mail.test:587",
    };
    expect(() => parseEnv(real)).toThrow(/FULFILMENT_PROVIDER: real payments with the simulated SMM panel/);
    expect(
      parseEnv({ ...real, SMM_PANEL_URL: "https://panel.test/api/v2", SMM_PANEL_KEY: "p" }).FULFILMENT_PROVIDER,
    ).toBe("panel");
  });

  describe("dangerous combinations in production", () => {
    const prod = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), APP_URL: "https://s.example", ...IDENTITY };
    const panel = { SMM_PANEL_URL: "https://panel.test/api/v2", SMM_PANEL_KEY: "p" };
    const ziina = { ZIINA_API_KEY: "k", ZIINA_WEBHOOK_SECRET: "s", SMTP_URL: "smtp://mail.test:587" };

    it("refuses simulated payments with a real SMM panel (anyone would get real orders for free)", () => {
      expect(() => parseEnv({ ...prod, ...panel, ALLOW_SIMULATED_PAYMENTS: "true" })).toThrow(
        /ALLOW_SIMULATED_PAYMENTS: simulated payments with a real SMM panel are refused/,
      );
      expect(() =>
        parseEnv({ ...prod, ...panel, ...ziina, PAYMENT_PROVIDER: "simulated", ALLOW_SIMULATED_PAYMENTS: "true" }),
      ).toThrow(/simulated payments with a real SMM panel are refused/);
      // The demo on the simulated panel still starts.
      expect(parseEnv({ ...prod, ALLOW_SIMULATED_PAYMENTS: "true" }).FULFILMENT_PROVIDER).toBe("simulated");
    });

    it("refuses Ziina's test mode unless explicitly allowed", () => {
      expect(() => parseEnv({ ...prod, ...panel, ...ziina, ZIINA_TEST_MODE: "true" })).toThrow(
        /ZIINA_TEST_MODE: test payments \(nobody is charged\) with real orders are refused in production/,
      );
      const allowed = parseEnv({ ...prod, ...panel, ...ziina, ZIINA_TEST_MODE: "true", ALLOW_ZIINA_TEST_MODE: "true" });
      expect(allowed.ZIINA_TEST_MODE).toBe(true);
      expect(riskySettingsWarnings(allowed).join("\n")).toMatch(/ZIINA_TEST_MODE=true .*TEST payment/);
      // Development and tests use test mode freely.
      expect(parseEnv({ ...ziina, ZIINA_TEST_MODE: "true" }).ZIINA_TEST_MODE).toBe(true);
    });

    it("applies the production guards to a production build started with NODE_ENV=development", () => {
      const dev = { NODE_ENV: "development", ALLOW_SIMULATED_PAYMENTS: "true" };
      expect(parseEnv(dev).NODE_ENV).toBe("development");
      expect(() => parseEnv(dev, { productionBuild: true })).toThrow(/AUTH_SECRET: is required in production/);
      expect(() => parseEnv({ NODE_ENV: "development" }, { productionBuild: true })).toThrow(
        /PAYMENT_PROVIDER: the simulated payment provider is refused in production/,
      );
      expect(
        parseEnv({ ...dev, AUTH_SECRET: "x".repeat(32), APP_URL: "https://s.example" }, { productionBuild: true })
          .NODE_ENV,
      ).toBe("production");
    });

    it("refuses production without SMTP_URL unless the outbox is chosen (then warns), and says a demo keeps it", () => {
      const { SMTP_URL: _smtp, ...noMail } = ziina;
      expect(() => parseEnv({ ...prod, ...panel, ...noMail })).toThrow(
        /SMTP_URL: is required in production: without it no customer receives an e-mail/,
      );
      const outbox = parseEnv({ ...prod, ...panel, ...noMail, MAIL_OUTBOX: "true" });
      expect(riskySettingsWarnings(outbox).join("\n")).toMatch(
        /MAIL_OUTBOX=true without SMTP_URL: .*NO CUSTOMER RECEIVES ANY/,
      );
      expect(riskySettingsWarnings(parseEnv({ ...prod, ...panel, ...ziina })).join("\n")).not.toMatch(/outbox/);
      // A demo keeps the outbox, and says so at every start.
      const demo = parseEnv({ ...prod, ALLOW_SIMULATED_PAYMENTS: "true" });
      expect(riskySettingsWarnings(demo).join("\n")).toMatch(/no SMTP_URL in this demo .*no customer receives any/);
      // Development and tests use the outbox freely.
      expect(riskySettingsWarnings(parseEnv({}))).toEqual([]);
    });

    it("warns at start about a production store without TRUST_PROXY", () => {
      const demo = parseEnv({ ...prod, ALLOW_SIMULATED_PAYMENTS: "true" });
      expect(riskySettingsWarnings(demo).join("\n")).toMatch(/TRUST_PROXY is not set/);
      expect(riskySettingsWarnings({ ...demo, TRUST_PROXY: true }).join("\n")).not.toMatch(/TRUST_PROXY/);
      expect(riskySettingsWarnings(parseEnv({}))).toEqual([]);
    });
  });

  it("reads the refill schedule as sorted days", () => {
    expect(parseEnv({}).FULFILMENT_REFILL_DAYS).toEqual([1, 3, 7, 14, 30]);
    expect(parseEnv({ FULFILMENT_REFILL_DAYS: "7, 1,3" }).FULFILMENT_REFILL_DAYS).toEqual([1, 3, 7]);
    expect(() => parseEnv({ FULFILMENT_REFILL_DAYS: "1;3" })).toThrow(/FULFILMENT_REFILL_DAYS/);
  });

  it("documents every setting in .env.example", () => {
    const example = readFileSync(path.join(process.cwd(), ".env.example"), "utf8");
    const documented = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    // The schema's input keys (before the transform).
    const keys = Object.keys((envSchema.in as unknown as { shape: Record<string, unknown> }).shape);
    expect(keys.filter((k) => !documented.has(k))).toEqual([]);
    expect([...documented].filter((k) => !keys.includes(k!))).toEqual([]);
  });

  describe("the store's identity in production", () => {
    // A real store: Ziina, a real panel, SMTP, everything but the identity set.
    const real = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      APP_URL: "https://s.example",
      ZIINA_API_KEY: "k",
      ZIINA_WEBHOOK_SECRET: "s",
      SMM_PANEL_URL: "https://panel.test/api/v2",
      SMM_PANEL_KEY: "p",
      SMTP_URL: "smtp://mail.s.example:587",
    };
    const without = (key: string) => Object.fromEntries(Object.entries(IDENTITY).filter(([k]) => k !== key));

    it("starts with the name, the country, one contact and a VAT choice", () => {
      const { IDENTITY: identity } = parseEnv({ ...real, ...IDENTITY });
      expect(identity).toMatchObject({
        name: IDENTITY.BUSINESS_NAME,
        country: IDENTITY.BUSINESS_COUNTRY,
        supportEmail: "help@shop.ae",
        vat: { registered: true, trn: "100123456700003", ratePercent: 5 },
        demoSettings: [],
      });
      // Nothing of the demo business where a setting is optional: not shown, or said from the country.
      expect(identity.licenceNumber).toBeNull();
      expect(identity.governingLaw).toBe(`قوانين ${IDENTITY.BUSINESS_COUNTRY}`);
      expect(riskySettingsWarnings(parseEnv({ ...real, ...IDENTITY, TRUST_PROXY: "true" }))).toEqual([]);
    });

    it.each([
      ["BUSINESS_NAME", /BUSINESS_NAME: is required in production/],
      ["BUSINESS_COUNTRY", /BUSINESS_COUNTRY: is required in production/],
      ["SUPPORT_EMAIL", /SUPPORT_EMAIL: or WHATSAPP_NUMBER is required in production/],
      ["VAT_REGISTERED", /VAT_REGISTERED: is required in production: true \(with VAT_TRN and VAT_PERCENT\) or false/],
      ["VAT_TRN", /VAT_TRN: is required in production/],
      ["VAT_PERCENT", /VAT_PERCENT: is required in production/],
      ["BUSINESS_ADDRESS", /BUSINESS_ADDRESS: is required in production/],
    ])("refuses to start without %s, naming it", (key, message) => {
      expect(() => parseEnv({ ...real, ...without(key) })).toThrow(message);
      // A production build started with NODE_ENV=development is refused the same way.
      expect(() => parseEnv({ ...real, ...without(key), NODE_ENV: "development" }, { productionBuild: true })).toThrow(
        message,
      );
    });

    it("names every missing setting at once", () => {
      expect(() => parseEnv(real)).toThrow(
        /BUSINESS_NAME: is required[\s\S]*BUSINESS_COUNTRY: is required[\s\S]*VAT_REGISTERED: is required[\s\S]*SUPPORT_EMAIL: or WHATSAPP_NUMBER/,
      );
    });

    it("takes a WhatsApp number as the one contact", () => {
      const identity = parseEnv({ ...real, ...without("SUPPORT_EMAIL"), WHATSAPP_NUMBER: "+971 50 123 4567" }).IDENTITY;
      expect(identity).toMatchObject({ supportEmail: null, whatsappNumber: "971501234567" });
    });

    it("takes 'not registered' as a VAT choice, with no TRN, rate or address needed", () => {
      const { IDENTITY: identity } = parseEnv({
        ...real,
        BUSINESS_NAME: "متجر صغير",
        BUSINESS_COUNTRY: "الإمارات العربية المتحدة",
        SUPPORT_EMAIL: "help@shop.ae",
        VAT_REGISTERED: "false",
      });
      expect(identity.vat).toEqual({ registered: false });
      expect(() => parseEnv({ ...real, ...IDENTITY, VAT_REGISTERED: "false" })).toThrow(
        /VAT_TRN: is set but VAT_REGISTERED=false[\s\S]*VAT_PERCENT: is set but VAT_REGISTERED=false/,
      );
    });

    it("refuses a malformed TRN or rate in any mode", () => {
      expect(() => parseEnv({ VAT_TRN: "12345" })).toThrow(/VAT_TRN: must be the 15-digit Tax Registration Number/);
      expect(() => parseEnv({ VAT_PERCENT: "0" })).toThrow(/VAT_PERCENT: must be above 0/);
      expect(() => parseEnv({ VAT_REGISTERED: "yes" })).toThrow(/VAT_REGISTERED: must be true or false/);
    });

    it("lets a demo start on the demo identity where unset, and says so at start", () => {
      const demo = parseEnv({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        APP_URL: "https://s.example",
        ALLOW_SIMULATED_PAYMENTS: "true",
        BUSINESS_NAME: "متجر العرض",
      });
      expect(demo.IDENTITY.name).toBe("متجر العرض");
      expect(demo.IDENTITY.vat).toEqual({ registered: true, trn: "100000000000003", ratePercent: 5 });
      expect(demo.IDENTITY.supportEmail).toBe("support@trendboost.example");
      expect(riskySettingsWarnings(demo).join("\n")).toMatch(
        /A demo identity: BUSINESS_COUNTRY, VAT_REGISTERED, VAT_TRN, VAT_PERCENT, BUSINESS_ADDRESS, TRADE_LICENCE_NUMBER, GOVERNING_LAW, GOVERNING_COURTS, SUPPORT_EMAIL unset/,
      );
      // Real payments are no demo: the identity is required.
      expect(() => parseEnv({ ...real, ALLOW_SIMULATED_PAYMENTS: "true" })).toThrow(/BUSINESS_NAME: is required/);
    });
  });
});
