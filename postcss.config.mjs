import modernColors from "./scripts/postcss-modern-colors.mjs";
import untypedProperties from "./scripts/postcss-untyped-properties.mjs";

// Tailwind, then the colour fallbacks for browsers below Tailwind 4's own floor dropped
// (scripts/postcss-modern-colors.mjs; the floor is the browserslist in package.json),
// then its untyped @property registrations replaced by the starting values it
// also writes on every element (scripts/postcss-untyped-properties.mjs).
const config = { plugins: ["@tailwindcss/postcss", modernColors, untypedProperties] };
export default config;
