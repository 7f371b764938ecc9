import modernColors from "./scripts/postcss-modern-colors.mjs";

// Tailwind, then the colour fallbacks for browsers below Tailwind 4's own floor dropped
// (scripts/postcss-modern-colors.mjs; the floor is the browserslist in package.json).
const config = { plugins: ["@tailwindcss/postcss", modernColors] };
export default config;
