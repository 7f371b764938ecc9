export { default, metadata } from "../payment-success/page";
