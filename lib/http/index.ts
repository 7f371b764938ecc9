import "server-only";

// Server-side HTTP plumbing that is not a route: refusing requests Next cannot represent, warming the request path.
export { INVALID_ADDRESS_MESSAGE, SERVED_METHODS, UNSUPPORTED_METHOD_MESSAGE, installGate } from "./gate";
export { localOrigin, warmUp } from "./warm-up";
