import Link from "next/link";

import { Button } from "@/components/ui/button";
import { site } from "@/lib/content";

// Placeholder for the main purchase page (the storefront issue builds it).
export default function HomePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{site.tagline}</h1>
      <p className="mt-4 text-muted-foreground">{site.description}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/pricing">تصفح الباقات</Link>
      </Button>
    </section>
  );
}
