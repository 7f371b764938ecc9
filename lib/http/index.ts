import "server-only";

// Server-side HTTP plumbing that is not a route: sending prerendered pages,
// refusing requests Next cannot represent.
export { installEncodedPages } from "./encoded-pages";
export { INVALID_ADDRESS_MESSAGE, SERVED_METHODS, UNSUPPORTED_METHOD_MESSAGE, installGate } from "./gate";
