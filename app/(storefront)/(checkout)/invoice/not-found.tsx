// The store's 404 inside its header and footer, for a document this visitor may not see
// (the root not-found.tsx has neither: it is sent with every page).
export { default, metadata } from "../../../not-found";
