// Sign-in and sign-up: one narrow card, centred, mobile first.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
