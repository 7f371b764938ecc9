export { pricesIncludeVat, site, whatsappHref } from "./site";
export { footerNav, mainNav, type NavLink } from "./navigation";
export { PAGES, STORE_PAGES, type StorePage } from "./routes";
export {
  explorerBenefits,
  faq,
  features,
  freeOffer,
  hero,
  multipleServicesWarning,
  testimonials,
  type Testimonial,
} from "./marketing";
