export { site, whatsappHref } from "./site";
export { footerNav, mainNav, type NavLink } from "./navigation";
