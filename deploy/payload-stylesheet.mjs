// For deploy/precompress.mjs: the prerendered pages nginx sends carry their
// inline stylesheet once.

/**
 * `html` with the inline stylesheet's copies in the RSC payload emptied. The
 * payload is JSON-escaped JavaScript strings (`self.__next_f.push([1,"…"])`);
 * a text row is `id:T<UTF-8 length in hex>,<text>`. A row whose text is
 * exactly a <style data-href> of the page becomes `id:T0,` (empty text): the
 * <style> the page carries is the one React keeps. A row split across two
 * pushes is not matched and stays as it was.
 */
export function dropPayloadStylesheet(html) {
  // Next's htmlEscapeJsonString, applied to the JSON-escaped text.
  const escaped = (text) =>
    JSON.stringify(text)
      .slice(1, -1)
      .replace(/&/g, "\\u0026")
      .replace(/>/g, "\\u003e")
      .replace(/</g, "\\u003c")
      .replace(/\u2028/g, "\\u2028")
      .replace(/\u2029/g, "\\u2029");
  let out = html;
  let dropped = 0;
  for (const [, css] of html.matchAll(/<style data-precedence="[^"]*" data-href="[^"]+">([\s\S]*?)<\/style>/g)) {
    if (!css) continue;
    // In the page the row's text sits in a JavaScript string literal.
    const row = `:T${Buffer.byteLength(css).toString(16)},${escaped(css)}`;
    const parts = out.split(row);
    dropped += parts.length - 1;
    out = parts.join(":T0,");
  }
  return { html: out, dropped };
}
