import "server-only";

// The accounts room's public door for server code. Client components import
// the shared contracts from "@/lib/auth/contract" (no server code in there).
export { sessionCookieName, secureCookies } from "./config";
export { authOptions } from "./options";
export {
  DUPLICATE_USERNAME_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  authenticate,
  registerUser,
  revokeSessions,
  type AccountUser,
} from "./service";
export { clearSessionCookie, readSession, readSessionFromCookies, setSessionCookie, type Session } from "./session";
export { beforeRegistration } from "./throttle";
export { deviceCookieName, setDeviceCookie } from "./device";
export { OPERATOR_COMMANDS } from "./operators";
export {
  EMAIL_TAKEN_MESSAGE,
  LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  accountEmail,
  requestPasswordReset,
  resetPassword,
  setAccountEmail,
  settleAccountMail,
  verifyAccountEmail,
} from "./email-links";
export { getPageUser, getRequestUser, isOperator, userForSession, type RequestUser } from "./request-user";
export { getAccountProfile, getCurrentUser, type AccountProfile, type CurrentUser } from "./users";
export * from "./contract";
