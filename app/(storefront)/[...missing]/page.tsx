import { notFound } from "next/navigation";

// An address no page has: the 404 inside the store's layout (./not-found.tsx),
// with its header and footer. The root not-found.tsx has neither, and sending
// them with it would put a second copy in every page's payload.
export default function MissingPage(): never {
  notFound();
}
