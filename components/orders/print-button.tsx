"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (the page's print stylesheet keeps the document alone). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
      {label}
    </Button>
  );
}
