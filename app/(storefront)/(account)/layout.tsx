// The signed-in customer's pages (profile, orders).
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">{children}</div>;
}
