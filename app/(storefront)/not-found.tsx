// The store's 404 (an unknown address, or a page that calls notFound()), inside its header and footer.
export { default, metadata } from "../not-found";
