import { resetEnvForTests } from "@/lib/env";
import { captureLogs } from "@/test/support/logs";

import {
  CONNECTION_HEADER,
  UNKNOWN_CLIENT,
  clientIp,
  clientKey,
  connectionHeaderValue,
  ipFromForwardedFor,
} from "./client-ip";

describe("client IP from X-Forwarded-For", () => {
  it.each([
    // The client can write anything on the left; our one proxy appends the real address.
    ["9.9.9.9, 203.0.113.7", 1, "203.0.113.7"],
    ["203.0.113.7", 1, "203.0.113.7"],
    ["1.1.1.1, 203.0.113.7, 10.0.0.2", 2, "203.0.113.7"],
    ["203.0.113.7:51234", 1, "203.0.113.7"],
    ["[2001:DB8::1]:443", 1, "2001:db8::1"],
    ["2001:db8::1", 1, "2001:db8::1"],
    ["::ffff:203.0.113.7", 1, "203.0.113.7"],
  ])("%s with %i hop(s) → %s", (header, hops, ip) => {
    expect(ipFromForwardedFor(header, hops)).toBe(ip);
  });

  it.each([
    ["not-an-ip", 1],
    [`${"a".repeat(300)}`, 1],
    ["203.0.113.7", 2],
    ["", 1],
    [`1.2.3.4, ${"x".repeat(3000)}`, 1],
  ])("%s with %i hop(s) is unknown", (header, hops) => {
    expect(ipFromForwardedFor(header, hops)).toBeNull();
  });

  it("takes the proxy's entry however long the part the client wrote is (nginx appends `, $remote_addr`)", () => {
    expect(ipFromForwardedFor(`${"a".repeat(2100)}, 7.7.7.7`, 1)).toBe("7.7.7.7");
    expect(ipFromForwardedFor(`${"1.1.1.1, ".repeat(50_000)}7.7.7.7`, 1)).toBe("7.7.7.7");
    expect(ipFromForwardedFor(`${"a".repeat(100_000)}, 7.7.7.7, 10.0.0.2`, 2)).toBe("7.7.7.7");
  });

  it("reads only the right end of a huge header (bounded work)", () => {
    const huge = `${"a,".repeat(2_000_000)}7.7.7.7`;
    const started = performance.now();
    for (let i = 0; i < 1000; i++) ipFromForwardedFor(huge, 1);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("the client's address in a request", () => {
  const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
  const withTrustProxy = (value: string | undefined, run: () => void) => {
    const before = process.env.TRUST_PROXY;
    if (value === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = value;
    resetEnvForTests();
    try {
      run();
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
      resetEnvForTests();
    }
  };

  it("without a trusted proxy is the connection's address, whatever X-Forwarded-For says", () => {
    withTrustProxy(undefined, () => {
      const connection = { [CONNECTION_HEADER]: connectionHeaderValue("198.51.100.4") };
      expect(clientIp(request({ ...connection, "x-forwarded-for": "1.2.3.4" }))).toBe("198.51.100.4");
      expect(clientIp(request({ "x-forwarded-for": "1.2.3.4" }))).toBeNull();
    });
  });

  it("ignores a connection header a client wrote itself (no process token)", () => {
    withTrustProxy(undefined, () => {
      expect(clientIp(request({ [CONNECTION_HEADER]: "198.51.100.4" }))).toBeNull();
      expect(clientIp(request({ [CONNECTION_HEADER]: "guess 198.51.100.4" }))).toBeNull();
    });
  });

  it("behind a trusted proxy is the proxy's entry, else the connection's address (never nobody)", () => {
    withTrustProxy("true", () => {
      const connection = { [CONNECTION_HEADER]: connectionHeaderValue("127.0.0.1") };
      expect(clientIp(request({ ...connection, "x-forwarded-for": "9.9.9.9, 203.0.113.7" }))).toBe("203.0.113.7");
      expect(clientIp(request({ ...connection, "x-forwarded-for": `${"a".repeat(2100)}` }))).toBe("127.0.0.1");
      expect(clientIp(request(connection))).toBe("127.0.0.1");
    });
  });
});

describe("a reverse proxy without TRUST_PROXY", () => {
  it("is reported once: loopback connections naming other addresses in X-Forwarded-For", () => {
    const logs = captureLogs();
    try {
      const local = { [CONNECTION_HEADER]: connectionHeaderValue("::ffff:127.0.0.1") };
      // What Next itself fills in for a direct visit: no warning.
      clientIp({ headers: new Headers({ ...local, "x-forwarded-for": "::ffff:127.0.0.1" }) });
      expect(logs.messages("warn")).toEqual([]);
      clientIp({ headers: new Headers({ ...local, "x-forwarded-for": "203.0.113.9" }) });
      clientIp({ headers: new Headers({ ...local, "x-forwarded-for": "203.0.113.10" }) });
      expect(logs.messages("warn")).toEqual([expect.stringMatching(/TRUST_PROXY=true/)]);
    } finally {
      logs.restore();
    }
  });
});

describe("the key a client's limits count under", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::17", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["64:ff9b:1:2::192.0.2.1", "64:ff9b:1:2::/64"],
  ])("%s → %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it("is one shared key for a client whose address is unknown", () => {
    expect(clientKey(null)).toBe(UNKNOWN_CLIENT);
  });
});

describe("networkKey", () => {
  it("groups IPv4 clients by /24 and IPv6 clients by /48", async () => {
    const { networkKey } = await import("./client-ip");
    expect(networkKey("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkKey("2001:db8:1:2::/64")).toBe("2001:db8:1::/48");
    expect(networkKey("unknown")).toBe("unknown");
  });
});
