export { default, metadata } from "../payment/page";
