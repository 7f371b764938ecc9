import { createHash } from "node:crypto";

import { e164, hashEmail, hashExternalId, hashPhone } from "./hashing";

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

describe("matching keys for the Events API", () => {
  it("hashes e-mail after trimming and lower-casing, so every spelling of one address matches", () => {
    expect(hashEmail("  Sara.K@Mail.AE ")).toBe(sha("sara.k@mail.ae"));
    expect(hashEmail("sara.k@mail.ae")).toBe(hashEmail("SARA.K@MAIL.AE"));
    // A published test vector: SHA-256("abc").
    expect(hashEmail("ABC@x.io")).toBe(sha("abc@x.io"));
    expect(createHash("sha256").update("abc").digest("hex")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("sends nothing for what is not an address, or is a form's placeholder", () => {
    for (const value of [
      undefined,
      null,
      "",
      "   ",
      "sara",
      "sara@",
      "guest@example.com",
      "a@shop.test",
      "x@y.invalid",
    ])
      expect(hashEmail(value)).toBeUndefined();
  });

  it("writes phones in E.164 before hashing: +, country code, digits only", () => {
    expect(e164("+971 50 123 4567")).toBe("+971501234567");
    expect(e164("00966-55-123-4567")).toBe("+966551234567");
    expect(e164("(+966) 55.123.4567")).toBe("+966551234567");
    expect(e164("971501234567")).toBe("+971501234567");
    expect(hashPhone("+971 50 123 4567")).toBe(sha("+971501234567"));
  });

  it("drops a phone without its country (a local 05… number) rather than hash a key that never matches", () => {
    for (const value of ["0501234567", "12345", "+0971501234567", "+9715012345678901", "phone", ""])
      expect(hashPhone(value)).toBeUndefined();
  });

  it("hashes the external id trimmed and lower-cased (the pixel's identify gets the same string)", () => {
    expect(hashExternalId(" Sara_99 ")).toBe(sha("sara_99"));
    expect(hashExternalId("")).toBeUndefined();
  });

  it("never hashes a value twice: a 64-hex hash passes through, lower-cased", () => {
    const hashed = sha("sara.k@mail.ae");
    expect(hashEmail(hashed.toUpperCase())).toBe(hashed);
    expect(hashPhone(hashed)).toBe(hashed);
    expect(hashExternalId(` ${hashed} `)).toBe(hashed);
  });
});
