import { TIKTOK_PIXEL_HOSTS } from "./pixel-hosts";

import { contentSecurityPolicy, securityHeaders } from "./headers";

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );

describe("Content-Security-Policy", () => {
  it("without a pixel: this origin only, inline scripts for Next's payload, no eval, no framing", () => {
    const csp = directives(contentSecurityPolicy({ pixel: false }));
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain("tiktok");
  });

  it("with a pixel: also the TikTok pixel's script, event and beacon hosts, and nothing else", () => {
    const csp = directives(contentSecurityPolicy({ pixel: true }));
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'", ...TIKTOK_PIXEL_HOSTS.script]);
    expect(csp["connect-src"]).toEqual(["'self'", ...TIKTOK_PIXEL_HOSTS.connect]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", ...TIKTOK_PIXEL_HOSTS.img]);
    expect(csp["script-src"]).toContain("https://analytics.tiktok.com");
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("allows eval and the hot-reload socket only in development", () => {
    expect(directives(contentSecurityPolicy({ pixel: false, dev: true }))["script-src"]).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ pixel: false, dev: true }))["connect-src"]).toContain("ws:");
  });
});

describe("security headers", () => {
  it("send HSTS in production builds only", () => {
    const names = (production: boolean) => securityHeaders({ pixel: false, production }).map((h) => h.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(true)).toEqual(expect.arrayContaining(["Content-Security-Policy", "X-Content-Type-Options"]));
  });
});
