export { MAX_JSON_BYTES, TOO_LARGE_MESSAGE, parseJsonText, readBodyBytes } from "./body";
export { ERROR_STATUS, toErrorResponse } from "./errors";
export { isCrossSiteRequest } from "./origin";
export {
  CROSS_SITE_MESSAGE,
  INVALID_ADDRESS_MESSAGE,
  OPERATOR_ONLY_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  route,
  type AuthMode,
  type RouteContext,
  type RouteOptions,
} from "./route";
export { nextAuthHandler } from "./next-auth";
