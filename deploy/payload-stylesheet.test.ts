import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The step as precompress.mjs runs it: an ES module in Node (jest's module
 * transform cannot load an .mjs file here).
 */
function drop(html: string): { html: string; dropped: number } {
  const script = `
    import { dropPayloadStylesheet } from ${JSON.stringify(path.join(__dirname, "payload-stylesheet.mjs"))};
    process.stdout.write(JSON.stringify(dropPayloadStylesheet(process.env.HTML_IN)));`;
  const res = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, HTML_IN: html },
    encoding: "utf8",
  });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout) as { html: string; dropped: number };
}

/** A payload chunk as Next writes it into the page: JSON, made safe for HTML. */
const push = (flight: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, flight])
    .replace(/&/g, "\\u0026")
    .replace(/>/g, "\\u003e")
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")})</script>`;
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** What the browser's React reads: the flight text of every chunk, in order. */
function flightOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
    .map((m) => (JSON.parse(m[1]!) as [number, string])[1])
    .join("");
}

// Quotes, a backslash, a child combinator, an ampersand, Arabic and U+2028:
// every escape Next applies on the way into the page.
const CSS = `.a>.b{content:"\\201C";font-family:"Cairo"}.c:after{content:"ب&ت\u2028"}@media (width>=40rem){.d{color:red}}`;
const page = (flight: string) =>
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/x.css">${CSS}</style></head>` +
  `<body><h1>مرحبا</h1>${push(flight)}</body></html>`;

describe("dropping the inline stylesheet's copies from the RSC payload", () => {
  it("empties the payload rows that repeat the page's <style>, and only those", () => {
    const rows = [
      `1:"$Sreact.fragment"\n`,
      textRow("2", CSS),
      `0:["$","style",null,{"href":"/_next/static/chunks/x.css","precedence":"next","children":"$2"}]\n`,
      textRow("3a", CSS),
      textRow("3b", CSS + " "), // not the page's stylesheet: kept
      `4:["$","h1",null,{"children":"مرحبا"}]\n`,
    ];
    const before = page(rows.join(""));
    const { html, dropped } = drop(before);
    expect(dropped).toBe(2);
    expect(flightOf(html)).toBe([rows[0], "2:T0,", rows[2], "3a:T0,", rows[4], rows[5]].join(""));
    // The page itself is unchanged up to the payload: the stylesheet is still in <head>, once.
    expect(html.slice(0, before.indexOf("<script>"))).toBe(before.slice(0, before.indexOf("<script>")));
    expect(html.split(".a\\u003e.b").length - 1).toBe(1); // the copy kept in "3b"
    expect(html.split(".a>.b").length - 1).toBe(1); // the <style>
  });

  it("leaves a page alone when a copy is split across two payload chunks", () => {
    const row = textRow("2", CSS);
    const cut = row.length / 2;
    const before = page(row.slice(0, cut)).replace("</body>", `${push(row.slice(cut))}</body>`);
    expect(drop(before)).toEqual({ html: before, dropped: 0 });
  });
});
