import "server-only";

export { createOrder, type CreatedOrder, type NewOrder } from "./create-order";
