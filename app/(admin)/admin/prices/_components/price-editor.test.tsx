/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";

import { DEFAULT_PRICE_LIST } from "@/lib/pricing";
import { installFakeApi } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { PriceEditor } from "./price-editor";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

// The simulated panel's rates at 3.6725 AED per USD, in fils per 1,000 units.
const COSTS = { VIEWS: 3.6725, LIKES: 330.525, SAVES: 73.45, SHARES: 91.8125 };

function renderEditor() {
  const api = installFakeApi({ "POST /api/admin/prices": () => ({ status: 200, body: { ok: true, version: 4 } }) });
  render(<PriceEditor prices={DEFAULT_PRICE_LIST} version={3} costs={COSTS} vatRateBp={500} />);
  return api;
}

const previewRow = (service: string, quantity: string) =>
  within(screen.getByRole("table", { name: `معاينة أسعار ${service}` })).getByRole("row", {
    name: new RegExp(`^${quantity} `),
  });

describe("the console's price editor", () => {
  it("previews the prices at common quantities with the margin at the panel's cost, as the operator types", async () => {
    renderEditor();
    expect(previewRow("مشاهدات تيك توك", "10,000")).toHaveTextContent("10,0004.113.910.3791%");
    const firstViewsPrice = screen.getAllByLabelText("السعر 1 (درهم)")[0]!;
    fireEvent.change(firstViewsPrice, { target: { value: "5.00" } });
    expect(previewRow("مشاهدات تيك توك", "5,000")).toHaveTextContent("5,0005.004.76");
  });

  it("names a broken table in Arabic and will not save it", async () => {
    renderEditor();
    fireEvent.change(screen.getAllByLabelText("السعر 2 (درهم)")[0]!, { target: { value: "1.00" } });
    expect(screen.getByRole("alert")).toHaveTextContent("السعر لا ينقص مع زيادة الكمية");
    expect(screen.getByRole("button", { name: "حفظ الأسعار" })).toBeDisabled();
  });

  it("asks for an explicit confirmation before saving a price below cost, then sends the list and its version", async () => {
    const api = renderEditor();
    // Likes: 5,000 for 15.00 AED, below the panel's 16.53.
    fireEvent.change(screen.getAllByLabelText("السعر 3 (درهم)")[1]!, { target: { value: "15.00" } });
    expect(previewRow("إعجابات تيك توك", "5,000")).toHaveTextContent("(أقل من التكلفة)");
    const save = screen.getByRole("button", { name: "حفظ الأسعار" });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: /أؤكد البيع بأقل من تكلفة لوحة التنفيذ عند إعجابات 5,000/ }));
    await user.click(save);
    expect(await screen.findByRole("status")).toHaveTextContent("حُفظت الأسعار");
    const sent = api.calls.find((c) => c.path === "/api/admin/prices")!.body as {
      baseVersion: number;
      confirmBelowCost: boolean;
      prices: typeof DEFAULT_PRICE_LIST;
    };
    expect(sent).toMatchObject({ baseVersion: 3, confirmBelowCost: true });
    expect(sent.prices.likes.points[2]).toEqual({ quantity: 5_000, fils: 1_500 });
    expect(sent.prices.views).toEqual(DEFAULT_PRICE_LIST.views);
  });
});
