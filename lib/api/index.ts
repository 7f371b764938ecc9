export { MAX_JSON_BYTES, TOO_LARGE_MESSAGE, parseJsonText, readBodyBytes } from "./body";
export { ERROR_STATUS, NO_STORE_UNCOMPRESSED, toErrorResponse } from "./errors";
export { isCrossSiteRequest } from "./origin";
export {
  CROSS_SITE_MESSAGE,
  INVALID_ADDRESS_MESSAGE,
  METHOD_NOT_ALLOWED_MESSAGE,
  OPERATOR_ONLY_MESSAGE,
  ROUTE_METHODS,
  SIGN_IN_REQUIRED_MESSAGE,
  otherMethods,
  route,
  type AuthMode,
  type RouteContext,
  type RouteMethod,
  type RouteOptions,
} from "./route";
export { nextAuthHandler } from "./next-auth";
