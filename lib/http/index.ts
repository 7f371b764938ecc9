import "server-only";

// Server-side HTTP plumbing that is not a route: sending prerendered pages.
export { installEncodedPages } from "./encoded-pages";
