// The few pricing pieces a landing page's client leaf needs, without the rest
// of the room (catalogue, limits, the default list): the room's door
// (@/lib/pricing) is client-safe too, but a leaf that imports it carries more.
export { formatAmount } from "./money";
export { tablePriceFils, type PricePoint } from "./table-price";
