"use client";

import { formatAmount, tablePriceFils } from "@/lib/pricing";

import { usePriceList } from "./use-price-list";

/**
 * The smallest views order's price («من … درهم»), from the price list in
 * force: the landing page is prerendered with the default list and shows the
 * owner's once /api/prices answers (./use-price-list.ts).
 */
export function FromPrice() {
  const { views } = usePriceList();
  return <>{formatAmount(tablePriceFils(views.points, views.min))}</>;
}
