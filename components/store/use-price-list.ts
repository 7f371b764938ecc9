"use client";

import { useEffect, useState } from "react";

import { DEFAULT_PRICE_LIST, type PriceList, type PublicPromotion } from "@/lib/pricing";

import { askPrices, forgetPricesAnswer, type PricesAnswer } from "./prices-answer";

/**
 * The price list and the promotions in force, for the buy forms. The pages
 * are prerendered with the default list and no promotion; after loading, the
 * form asks /api/prices once per page load and shows the owner's prices and
 * promotion if there are. The server computes the charge from the same list
 * and promotion (docs/operations.md#the-price-list), and the payment page
 * shows it before the customer pays.
 */
function useAnswer<T>(initial: T, pick: (answer: PricesAnswer) => T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let live = true;
    void askPrices().then((found) => {
      if (live && found) setValue(pick(found));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `pick` is a module-level function
  }, []);
  return value;
}

const NO_PROMOTIONS: PublicPromotion[] = [];
const pickPrices = (a: PricesAnswer) => a.prices;
const pickPromotions = (a: PricesAnswer) => a.promotions ?? NO_PROMOTIONS;

export function usePriceList(): PriceList {
  return useAnswer(DEFAULT_PRICE_LIST, pickPrices);
}

/** The promotions in force (docs/product-rules.md#promotions): none until /api/prices answers. */
export function usePromotions(): PublicPromotion[] {
  return useAnswer(NO_PROMOTIONS, pickPromotions);
}

/** Tests: forget the answer so the next form asks again. */
export function resetPriceListForTests(): void {
  forgetPricesAnswer();
}
