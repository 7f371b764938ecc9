import Link from "next/link";

import { Button } from "@/components/ui/button";

// The documented texts, in English (docs/product-rules.md#pages-and-navigation).
export default function NotFound() {
  return (
    <section className="not-found" dir="ltr" lang="en">
      <h1>404 Page Not Found</h1>
      <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Button asChild>
        <Link href="/">Go Back Home</Link>
      </Button>
    </section>
  );
}
