// A long page's lower sections wait to be laid out, and jumps still land.
//
// Sections marked `render-when-near-N` (app/globals.css) are styled and laid
// out only when they come near the viewport, and hold an estimated height
// until then, so the first paint lays out the first screen only. A jump (the
// menu's link to /home#faq, the button that scrolls to the free offer) is
// computed from those estimates and landed a section off the mark. Every jump
// starts with a click (a tap, or Enter on a link), and a click listener on the
// window in the capture phase runs before the page's own handlers and before
// a link's default action: the first click anywhere marks <html>, the
// stylesheet then renders every section, and the jump is computed from their
// real heights. A page opened at a section (`/home#faq` from outside), reloaded
// or reached by Back or Forward (where the browser puts back the scroll
// position) is marked at once. Scrolling by hand needs no mark: a section is
// rendered before it scrolls into view. A plain module, not a client one: the
// root layout writes the script into every page, so it works before hydration.

/** Named in app/globals.css (`html:not([data-rendered])`). */
const RENDERED_ATTRIBUTE = "data-rendered";

/** Runs before the page paints (app/layout.tsx). */
export const RENDER_ON_CLICK_SCRIPT =
  `(function(){function r(){document.documentElement.setAttribute("${RENDERED_ATTRIBUTE}","")}` +
  `var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];` +
  `if(location.hash||(n&&n.type!=="navigate"))r();else addEventListener("click",r,{capture:true,once:true})})();`;
