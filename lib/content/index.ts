export { OPEN_GRAPH, PREVIEW_IMAGE_ALT, sharePreview } from "./share";
export { CUSTOMERS_SERVED, identity, priceTerms, priceTermsOf, site, whatsappHref } from "./site";
export { footerNav, mainNav, type NavLink } from "./navigation";
export { explorerBenefits, faq, features, hero, testimonials, type Testimonial } from "./marketing";
export { freeOffer, multipleServicesWarning } from "./offer";
