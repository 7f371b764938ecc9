export { AppError, ERROR_STATUS, GENERIC_ERROR_MESSAGE, INVALID_JSON_MESSAGE, type ErrorCode } from "./errors";
export { MAX_JSON_BYTES, parseJson, route, toErrorResponse } from "./handler";
export { clientIp } from "./client-ip";
