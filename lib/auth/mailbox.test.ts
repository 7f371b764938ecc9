import { mailboxKey } from "./mailbox";

describe("mailboxKey: the mailbox the account e-mail caps count", () => {
  it("is one mailbox for every +tag and letter case of an address", () => {
    const keys = ["victim@example.net", "Victim+1@example.net", "victim+6@EXAMPLE.NET", " victim+a+b@example.net "].map(
      mailboxKey,
    );
    expect(new Set(keys)).toEqual(new Set(["victim@example.net"]));
  });

  it("drops dots only where the provider ignores them (Gmail, also as googlemail.com)", () => {
    expect(mailboxKey("v.i.c.t.i.m+x@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("Vic.Tim@GoogleMail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("vic.tim@example.net")).toBe("vic.tim@example.net");
    expect(mailboxKey("vic.tim@gmail.com.")).toBe("victim@gmail.com");
  });

  it("keeps other mailboxes apart, and leaves what is no address as it is (lower case)", () => {
    expect(mailboxKey("victim@example.net")).not.toBe(mailboxKey("victim1@example.net"));
    expect(mailboxKey("+tag@example.net")).toBe("+tag@example.net");
    expect(mailboxKey("No-Address")).toBe("no-address");
  });
});
