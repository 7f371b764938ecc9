/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";

import { resetCurrentUserForTests } from "@/components/auth/use-current-user";
import { user } from "@/test/support/user";

import { FreeViewsPromotion } from "./free-views-promotion";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

// jsdom has no Response; the account client reads ok, status, text() and json().
const reply = (status: number, body: unknown) =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body), json: async () => body }) as Response;

let answer: (res: Response) => void;
beforeEach(() => {
  push.mockReset();
  resetCurrentUserForTests();
  // The account request stays unanswered until a test answers it.
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
});

const offerButton = () => screen.getByRole("button", { name: "احصل على المشاهدات المجانية" });

describe("the free-offer block tapped before the account is known", () => {
  it("waits, then sends a signed-in user to /free-views without offering sign-up", async () => {
    render(<FreeViewsPromotion />);
    await user.click(offerButton());
    expect(push).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => answer(reply(200, { id: "u1", username: "sara", usedFreeViews: false })));
    expect(push).toHaveBeenCalledWith("/free-views");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("waits, then offers a signed-out visitor the dialog", async () => {
    render(<FreeViewsPromotion />);
    await user.click(offerButton());
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => answer(reply(401, { message: "تسجيل الدخول مطلوب" })));
    expect(await screen.findByRole("dialog")).toHaveTextContent("احصل على 1,000 مشاهدة مجانية");
    expect(push).not.toHaveBeenCalled();
  });
});
