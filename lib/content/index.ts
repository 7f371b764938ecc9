export { OPEN_GRAPH, PREVIEW_IMAGE_ALT, sharePreview } from "./share";
export { CUSTOMERS_SERVED, identity, priceTerms, priceTermsOf, site, whatsappHref } from "./site";
export { footerNav, mainNav, type NavLink } from "./navigation";
export {
  dayText,
  explorerBenefits,
  faq,
  features,
  hero,
  shownTestimonial,
  testimonials,
  type ShownTestimonial,
  type Testimonial,
} from "./marketing";
export { freeOffer } from "./offer";
export { multipleServicesWarning } from "./checkout-warning";
