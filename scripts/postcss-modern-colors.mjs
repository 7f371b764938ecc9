/**
 * PostCSS step after Tailwind (postcss.config.mjs): drops the colour fallbacks
 * for browsers older than the ones Tailwind 4 itself needs (Chrome 111,
 * Safari 16.4, Firefox 128, the `browserslist` in package.json), which all
 * support color-mix(). Tailwind writes every colour with an opacity
 * (`bg-primary/10`, `ring-ring/50`) twice: a full-strength fallback, then the
 * real colour inside `@supports (color: color-mix(in lab, red, red))`. Those
 * browsers always take the second, so it is kept alone: the page looks the
 * same and the stylesheet, inlined into every page, is ~4 KB smaller.
 */
const COLOR_MIX = /^\(\s*color\s*:\s*color-mix\(\s*in lab\s*,\s*red\s*,\s*red\s*\)\s*\)$/;

function withoutProps(node, props) {
  node.each((child) => {
    if (child.type === "decl" && props.has(child.prop)) child.remove();
  });
}

/** @type {import("postcss").PluginCreator<void>} */
const modernColors = () => ({
  postcssPlugin: "modern-colors",
  OnceExit(root) {
    root.walkAtRules("supports", (atRule) => {
      if (!COLOR_MIX.test(atRule.params.trim())) return;
      const parent = atRule.parent;
      if (parent?.type === "rule") {
        // Nested: `.x { color: a; @supports (…) { color: b } }`.
        const props = new Set();
        atRule.each((child) => child.type === "decl" && props.add(child.prop));
        withoutProps(parent, props);
      } else {
        // Flattened: `.x { color: a } @supports (…) { .x { color: b } }`.
        atRule.each((inner) => {
          if (inner.type !== "rule") return;
          const props = new Set();
          inner.each((child) => child.type === "decl" && props.add(child.prop));
          let previous = atRule.prev();
          while (previous && !(previous.type === "rule" && previous.selector === inner.selector))
            previous = previous.prev();
          if (previous) withoutProps(previous, props);
        });
      }
      atRule.replaceWith(atRule.nodes ?? []);
    });
    // A fallback rule left with nothing in it.
    root.walkRules((rule) => {
      if (rule.nodes && rule.nodes.length === 0) rule.remove();
    });
  },
});
modernColors.postcss = true;

export default modernColors;
