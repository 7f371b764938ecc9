import { ipFromForwardedFor } from "./client-ip";

describe("client IP from X-Forwarded-For", () => {
  it.each([
    // The client can write anything on the left; our one proxy appends the real address.
    ["9.9.9.9, 203.0.113.7", 1, "203.0.113.7"],
    ["203.0.113.7", 1, "203.0.113.7"],
    ["1.1.1.1, 203.0.113.7, 10.0.0.2", 2, "203.0.113.7"],
    ["203.0.113.7:51234", 1, "203.0.113.7"],
    ["[2001:DB8::1]:443", 1, "2001:db8::1"],
    ["2001:db8::1", 1, "2001:db8::1"],
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
});
