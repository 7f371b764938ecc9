/**
 * What the store says when no answer came (components/data/api.ts's default).
 * A module of its own so a buy form can show it without carrying the API
 * client in its first-load JavaScript.
 */
export const NETWORK_MESSAGE = "تعذر الاتصال بالخادم، تحقق من اتصالك بالإنترنت";
