// GET|POST /api/auth/* – next-auth's session, csrf and credentials sign-in; every other next-auth action is a 404
import { nextAuthHandler, otherMethods } from "@/lib/api";

export { nextAuthHandler as GET, nextAuthHandler as POST };

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
