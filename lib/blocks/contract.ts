// What a blocked customer reads (docs/product-rules.md#errors), client-safe.
// One text for every block (an account, a video, a link): it says the store
// cannot take this order and where to ask, never which rule refused it.

/** The checkout's and the free offer's answer (403) to a blocked account, video or link. */
export const BLOCKED_MESSAGE =
  "نعتذر، لا يمكننا قبول هذا الطلب. إن كان لديك سؤال، يسعدنا مساعدتك عبر التواصل مع الدعم.";
