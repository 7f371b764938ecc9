import "server-only";

// The operator console's room: who may see it.
export { requireOperator } from "./require-operator";
