import { PLACEHOLDER_EMAIL } from "@/lib/mail";

import { givenEmail } from "./customer-email";

describe("the e-mail a customer gave", () => {
  it("is none for the placeholder a guest without an address is stored with", () => {
    expect(givenEmail(PLACEHOLDER_EMAIL)).toBeNull();
    expect(givenEmail(PLACEHOLDER_EMAIL.toUpperCase())).toBeNull();
    expect(givenEmail(null)).toBeNull();
    expect(givenEmail(undefined)).toBeNull();
  });

  it("is the address itself otherwise", () => {
    expect(givenEmail("sara@example.com")).toBe("sara@example.com");
  });
});
