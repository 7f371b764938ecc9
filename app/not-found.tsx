import Link from "next/link";

import { Button } from "@/components/ui/button";

// The documented texts, in English (docs/product-rules.md#pages-and-navigation).
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center" dir="ltr" lang="en">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Button asChild>
        <Link href="/">Go Back Home</Link>
      </Button>
    </section>
  );
}
