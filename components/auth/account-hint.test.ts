/** @jest-environment jsdom */
import {
  ACCOUNT_HINT_COOKIE,
  ACCOUNT_HINT_SCRIPT,
  OFFER_USED_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
  rememberAccount,
} from "./account-hint";

/** What the page's inline script marks on the next page load. */
const nextPageLoad = () => {
  const html = document.documentElement;
  html.removeAttribute(SIGNED_IN_ATTRIBUTE);
  html.removeAttribute(OFFER_USED_ATTRIBUTE);
  new Function(ACCOUNT_HINT_SCRIPT)();
  return { signedIn: html.hasAttribute(SIGNED_IN_ATTRIBUTE), offerUsed: html.hasAttribute(OFFER_USED_ATTRIBUTE) };
};

afterEach(() => rememberAccount("signed-out"));

describe("the account's marks before the first paint", () => {
  it("remembers a customer who has used the offer: the bar and the guest's fields are hidden on the next load", () => {
    expect(nextPageLoad()).toEqual({ signedIn: false, offerUsed: false });
    rememberAccount("offer-used");
    expect(document.documentElement.hasAttribute(OFFER_USED_ATTRIBUTE)).toBe(true);
    expect(document.cookie).toContain(`${ACCOUNT_HINT_COOKIE}=offer-used`);
    expect(nextPageLoad()).toEqual({ signedIn: true, offerUsed: true });
  });

  it("remembers a signed-in customer who has not used it: only the guest's fields are hidden", () => {
    rememberAccount("signed-in");
    expect(nextPageLoad()).toEqual({ signedIn: true, offerUsed: false });
  });

  it("forgets both once the visitor is signed out", () => {
    rememberAccount("offer-used");
    rememberAccount("signed-out");
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
    expect(document.cookie).not.toContain(ACCOUNT_HINT_COOKIE);
    expect(nextPageLoad()).toEqual({ signedIn: false, offerUsed: false });
  });

  it("ignores a cookie whose name only ends the same way, or a value it does not know", () => {
    document.cookie = `x${ACCOUNT_HINT_COOKIE}=offer-used; path=/`;
    expect(nextPageLoad()).toEqual({ signedIn: false, offerUsed: false });
    document.cookie = `x${ACCOUNT_HINT_COOKIE}=; path=/; max-age=0`;
    document.cookie = `${ACCOUNT_HINT_COOKIE}=admin; path=/`;
    expect(nextPageLoad()).toEqual({ signedIn: false, offerUsed: false });
  });
});
