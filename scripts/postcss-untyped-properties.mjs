/**
 * PostCSS step after Tailwind (postcss.config.mjs): drops Tailwind's
 * `@property --tw-…` registrations that only give a variable its starting
 * value (`syntax: "*"`), and writes those values on every element instead.
 *
 * Tailwind registers each --tw-* variable its utilities compose (shadows,
 * rings, translates, font-weight, leading…) so that it starts at a value and
 * is not inherited. For browsers without @property it also writes the same
 * starting values on every element, `*, ::before, ::after, ::backdrop`, in
 * `@layer properties` behind an @supports that only those browsers match.
 * That rule alone does what an untyped registration does: every element gets
 * the starting value of its own, so nothing is inherited, and any utility
 * (in a later layer) overrides it. So for the untyped ones the rule is kept
 * unconditional and the registrations go: the page looks the same, and the
 * stylesheet, inlined into every page, is ~1.8 KB smaller. Typed ones
 * (`<color>`, `<length>`, `<percentage>`: gradients can be transitioned
 * through them) stay registered.
 */

/** The fallback rule in `@layer properties { @supports (…) { *, … { --tw-x: v; … } } }`, with its @supports. */
function findFallback(root) {
  let found = null;
  root.walkAtRules("layer", (layer) => {
    if (layer.params.trim() !== "properties" || !layer.nodes) return;
    layer.each((supports) => {
      if (supports.type !== "atrule" || supports.name !== "supports" || !supports.nodes) return;
      supports.each((rule) => {
        if (rule.type === "rule" && rule.selectors.map((s) => s.trim()).includes("*")) found = { supports, rule };
      });
    });
  });
  return found;
}

const unquote = (value) => value.trim().replace(/^["']|["']$/g, "");

/** @type {import("postcss").PluginCreator<void>} */
const untypedProperties = () => ({
  postcssPlugin: "untyped-properties",
  OnceExit(root) {
    const fallback = findFallback(root);
    if (!fallback) return;
    const starting = new Map();
    fallback.rule.each((decl) => decl.type === "decl" && starting.set(decl.prop, decl.value.trim()));
    let dropped = 0;
    root.walkAtRules("property", (atRule) => {
      const name = atRule.params.trim();
      if (!name.startsWith("--tw-") || !starting.has(name)) return;
      const descriptors = new Map();
      atRule.each((decl) => decl.type === "decl" && descriptors.set(decl.prop, decl.value.trim()));
      if (unquote(descriptors.get("syntax") ?? "") !== "*" || descriptors.get("inherits") !== "false") return;
      // The fallback must start it where the registration did (no initial-value: "initial").
      if ((descriptors.get("initial-value") ?? "initial") !== starting.get(name)) return;
      atRule.remove();
      dropped++;
    });
    // Every browser now takes the fallback rule.
    if (dropped > 0) fallback.supports.replaceWith(fallback.supports.nodes);
  },
});
untypedProperties.postcss = true;

export default untypedProperties;
