/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { FREE_VIEWS_PROMOTION_ID, FreeViewsButton, PROMOTION_SCROLL_DELAY_MS } from "./free-views-button";

const navigation = { push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => navigation }));
const auth = { isAuthenticated: false };
jest.mock("@/components/auth/use-current-user", () => ({ useCurrentUser: () => auth }));

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  navigation.push.mockReset();
  scrollIntoView.mockReset();
  auth.isAuthenticated = false;
  document.body.innerHTML = "";
});

function addPromotionBlock(onClaim: () => void) {
  const block = document.createElement("div");
  block.id = FREE_VIEWS_PROMOTION_ID;
  const button = document.createElement("button");
  button.addEventListener("click", onClaim);
  block.append(button);
  document.body.append(block);
}

const press = () => fireEvent.click(screen.getByRole("button", { name: "1,000 مشاهدة مجانية" }));

describe("the header's free-views button (spec: Header)", () => {
  it("scrolls to the promotion block when the page has one", () => {
    render(<FreeViewsButton>1,000 مشاهدة مجانية</FreeViewsButton>);
    const claim = jest.fn();
    addPromotionBlock(claim);
    press();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(navigation.push).not.toHaveBeenCalled();
    expect(claim).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor to /free-views when the page has no block", () => {
    auth.isAuthenticated = true;
    render(<FreeViewsButton>1,000 مشاهدة مجانية</FreeViewsButton>);
    press();
    expect(navigation.push).toHaveBeenCalledWith("/free-views");
  });

  it("sends a signed-out visitor to /, then after 300 ms scrolls to the block and clicks its button", () => {
    jest.useFakeTimers();
    render(<FreeViewsButton>1,000 مشاهدة مجانية</FreeViewsButton>);
    press();
    expect(navigation.push).toHaveBeenCalledWith("/");
    const claim = jest.fn();
    addPromotionBlock(claim); // the / page has rendered meanwhile
    act(() => jest.advanceTimersByTime(PROMOTION_SCROLL_DELAY_MS - 1));
    expect(claim).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(claim).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
