// Payment and order pages: static shells, each with one client leaf that reads the query.
export default function CheckoutLayout({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-8 sm:py-12">{children}</div>;
}
