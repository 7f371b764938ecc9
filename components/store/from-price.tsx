"use client";

import { useEffect, useState } from "react";

import { formatAmount, tablePriceFils, type PricePoint } from "@/lib/pricing/contract";

import { askPrices } from "./prices-answer";

/**
 * The smallest views order's price («من … درهم»), from the price list in
 * force: the landing page is prerendered with the default list's figure
 * (`initialFils`, computed by the server) and shows the owner's once
 * /api/prices answers. It imports the table's arithmetic alone
 * (@/lib/pricing/contract), not the price list's room.
 */
export function FromPrice({ initialFils }: { initialFils: number }) {
  const [fils, setFils] = useState(initialFils);
  useEffect(() => {
    let live = true;
    void askPrices().then((answer) => {
      const views = answer?.prices.views as { points: PricePoint[]; min: number } | undefined;
      if (live && views) setFils(tablePriceFils(views.points, views.min));
    });
    return () => {
      live = false;
    };
  }, []);
  return <>{formatAmount(fils)}</>;
}
