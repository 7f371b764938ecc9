"use client";

import { useEffect, useState } from "react";

import { DEFAULT_PRICE_LIST, type PriceList } from "@/lib/pricing";

/**
 * The price list in force, for the buy forms. The pages are prerendered with
 * the default list; after loading, the form asks /api/prices once per page
 * load and shows the owner's prices if they differ. The server computes the
 * charge from the same list (docs/operations.md#the-price-list), and the
 * payment page shows it before the customer pays.
 */
let asked: Promise<PriceList | null> | null = null;

function ask(): Promise<PriceList | null> {
  asked ??= fetch("/api/prices", { headers: { accept: "application/json" } })
    .then(async (res) => (res.ok ? ((await res.json()) as { prices: PriceList }).prices : null))
    .catch(() => null);
  return asked;
}

export function usePriceList(): PriceList {
  const [list, setList] = useState<PriceList>(DEFAULT_PRICE_LIST);
  useEffect(() => {
    let live = true;
    void ask().then((found) => {
      if (live && found) setList(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/** Tests: forget the answer so the next form asks again. */
export function resetPriceListForTests(): void {
  asked = null;
}
