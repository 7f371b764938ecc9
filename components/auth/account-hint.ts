// What depends on the account is decided before the first paint, so nothing jumps.
//
// Pages are static: the server cannot know who is signed in, and the account
// arrives from /api/auth/current-user after hydration. Removing the promo bar
// then (a customer who has used the free offer) moved the page up by its
// 44 px (CLS 0.093), and removing a guest's receipt e-mail field moved the buy
// button. So the browser remembers the last answer in a cookie that only this
// page script reads (the server never trusts it: it only hides an offer and
// a guest's field), and a one-line inline script at the top of <body> marks
// <html> before anything is drawn; the stylesheet hides what a marked page
// does not show (`html[data-offer-used] .promo-bar`,
// `html[data-signed-in] .guest-only`). The cookie follows the account's answer
// on every page load, so signing out or another account corrects it.

export const ACCOUNT_HINT_COOKIE = "account-hint";
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";
export const OFFER_USED_ATTRIBUTE = "data-offer-used";

type Hint = "signed-out" | "signed-in" | "offer-used";

/** Runs before the page paints (app/layout.tsx). */
export const ACCOUNT_HINT_SCRIPT =
  `var m=/(?:^|; )${ACCOUNT_HINT_COOKIE}=(signed-in|offer-used)(?:;|$)/.exec(document.cookie);` +
  `if(m){var h=document.documentElement;h.setAttribute("${SIGNED_IN_ATTRIBUTE}","");` +
  `if(m[1]==="offer-used")h.setAttribute("${OFFER_USED_ATTRIBUTE}","")}`;

/** Called with each answer about the account: remembered for the next page load, and applied to this one. */
export function rememberAccount(hint: Hint): void {
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie =
    hint === "signed-out"
      ? `${ACCOUNT_HINT_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`
      : `${ACCOUNT_HINT_COOKIE}=${hint}; path=/; max-age=31536000; samesite=lax${secure}`;
  const html = document.documentElement;
  html.toggleAttribute(SIGNED_IN_ATTRIBUTE, hint !== "signed-out");
  html.toggleAttribute(OFFER_USED_ATTRIBUTE, hint === "offer-used");
}
