/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { DEFAULT_PRICE_LIST } from "@/lib/pricing";
import { installFakeApi } from "@/test/support/fake-api";

import { FromPrice } from "./from-price";
import { resetPriceListForTests } from "./use-price-list";

afterEach(() => resetPriceListForTests());

describe("the landing page's «from» price", () => {
  it("is the default list's smallest views order until the list in force arrives, then the owner's", async () => {
    const prices = JSON.parse(JSON.stringify(DEFAULT_PRICE_LIST)) as typeof DEFAULT_PRICE_LIST; // jsdom has no structuredClone
    prices.views.min = 10_000;
    prices.views.points[0] = { quantity: 10_000, fils: 600 };
    installFakeApi({ "GET /api/prices": () => ({ body: { version: 3, prices } }) });
    render(
      <p>
        من <FromPrice initialFils={350} /> درهم فقط
      </p>,
    );
    expect(screen.getByText("من 3.50 درهم فقط")).toBeInTheDocument();
    expect(await screen.findByText("من 6.00 درهم فقط")).toBeInTheDocument();
  });

  it("stays on the default list when the store cannot answer", async () => {
    installFakeApi({ "GET /api/prices": () => ({ status: 503, body: { error: "UNAVAILABLE", message: "—" } }) });
    render(
      <p>
        من <FromPrice initialFils={350} /> درهم فقط
      </p>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText("من 3.50 درهم فقط")).toBeInTheDocument();
  });
});
