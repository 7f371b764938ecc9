/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { FREE_VIEWS_PROMOTION_ID, FreeViewsButton, PROMOTION_SCROLL_DELAY_MS } from "./free-views-button";

const navigation = { push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => navigation }));
/** The account as the current-user request will answer it, once it answers. */
let account: Promise<{ id: string } | null>;
jest.mock("@/components/auth/use-current-user", () => ({ whenCurrentUserKnown: () => account }));

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  navigation.push.mockReset();
  scrollIntoView.mockReset();
  account = Promise.resolve(null);
  document.body.innerHTML = "";
});
afterEach(() => jest.useRealTimers());

function addPromotionBlock(onClaim: () => void) {
  const block = document.createElement("div");
  block.id = FREE_VIEWS_PROMOTION_ID;
  const button = document.createElement("button");
  button.addEventListener("click", onClaim);
  block.append(button);
  document.body.append(block);
}

const press = async () => {
  fireEvent.click(screen.getByRole("button", { name: "1,000 مشاهدة مجانية" }));
  await act(async () => {}); // the account is known
};

describe("the header's free-views button (spec: Header)", () => {
  it("scrolls to the promotion block when the page has one", async () => {
    render(<FreeViewsButton>1,000 مشاهدة مجانية</FreeViewsButton>);
    const claim = jest.fn();
    addPromotionBlock(claim);
    await press();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(navigation.push).not.toHaveBeenCalled();
    expect(claim).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor to /free-views when the page has no block", async () => {
    account = Promise.resolve({ id: "u1" });
    render(<FreeViewsButton>1,000 مشاهدة مجانية</FreeViewsButton>);
    await press();
    expect(navigation.push).toHaveBeenCalledWith("/free-views");
  });

  it("waits for the account when pressed while it is loading, so a signed-in user is not sent to /", async () => {
    let answer: (user: { id: string }) => void = () => {};
    account = new Promise((resolve) => (answer = resolve));
    render(<FreeViewsButton>1,000 مشاهدة مجانية</FreeViewsButton>);
    await press();
    expect(navigation.push).not.toHaveBeenCalled();
    await act(async () => answer({ id: "u1" }));
    expect(navigation.push).toHaveBeenCalledTimes(1);
    expect(navigation.push).toHaveBeenCalledWith("/free-views");
  });

  it("sends a signed-out visitor to /, then after 300 ms scrolls to the block and clicks its button", async () => {
    jest.useFakeTimers();
    render(<FreeViewsButton>1,000 مشاهدة مجانية</FreeViewsButton>);
    await press();
    expect(navigation.push).toHaveBeenCalledWith("/");
    const claim = jest.fn();
    addPromotionBlock(claim); // the / page has rendered meanwhile
    act(() => jest.advanceTimersByTime(PROMOTION_SCROLL_DELAY_MS - 1));
    expect(claim).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(claim).toHaveBeenCalledTimes(1);
  });

  it("keeps looking for the block when / renders later than 300 ms (a slow phone), and clicks it once", async () => {
    jest.useFakeTimers();
    render(<FreeViewsButton>1,000 مشاهدة مجانية</FreeViewsButton>);
    await press();
    act(() => jest.advanceTimersByTime(PROMOTION_SCROLL_DELAY_MS + 1_500));
    const claim = jest.fn();
    addPromotionBlock(claim);
    act(() => jest.advanceTimersByTime(200));
    expect(claim).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(claim).toHaveBeenCalledTimes(1);
  });
});
