/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";

import type { RefillView } from "@/lib/fulfilment/contract";
import { user } from "@/test/support/user";

import { RefillPanel } from "./refill-panel";

const view = (over: Partial<RefillView> = {}): RefillView => ({
  offered: true,
  state: "available",
  nextRequestAt: null,
  windowEndsAt: "2026-12-20T10:00:00.000Z",
  history: [],
  ...over,
});

// jsdom has no fetch or Response; the panel reads ok, status and text().
const reply = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

describe("refill panel", () => {
  it("says plainly when the service has no refill, with no button", () => {
    render(<RefillPanel orderId="o1" initial={view({ offered: false, state: "not-offered" })} />);
    expect(screen.getByText(/هذه الخدمة لا تشمل التعويض عن النقص/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("asks for a refill with the guest's payment id and shows it in the history", async () => {
    fetchMock.mockResolvedValue(
      reply(
        {
          requested: 1,
          refill: view({
            state: "wait",
            nextRequestAt: "2026-11-22T10:00:00.000Z",
            history: [
              {
                id: "r1",
                kind: "VIEWS",
                origin: "CUSTOMER",
                status: "REQUESTED",
                createdAt: "2026-11-21T10:00:00.000Z",
              },
            ],
          }),
        },
        202,
      ),
    );
    render(<RefillPanel orderId="o1" paymentId="pay_123456" initial={view()} />);
    expect(screen.getByText(/نطلب تلقائيًا تعويض أي نقص حتى/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "طلب تعويض الآن" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/orders/o1/refill",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ paymentId: "pay_123456" }) }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("تم إرسال طلب التعويض");
    expect(screen.getByRole("button", { name: "طلب تعويض الآن" })).toBeDisabled();
    expect(screen.getByRole("table", { name: "طلبات التعويض" })).toHaveTextContent("بطلبك");
    expect(screen.getByText(/يمكنك الطلب مرة أخرى بعد/)).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    fetchMock.mockImplementation(async (input: string) =>
      input.includes("?")
        ? reply(view({ state: "wait", nextRequestAt: "2026-11-22T10:00:00.000Z" }))
        : reply({ message: "يمكنك طلب التعويض مرة واحدة كل 24 ساعة" }, 429),
    );
    render(<RefillPanel orderId="o1" paymentId="pay_123456" initial={view()} />);
    await user.click(screen.getByRole("button", { name: "طلب تعويض الآن" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("يمكنك طلب التعويض مرة واحدة كل 24 ساعة");
    await waitFor(() => expect(screen.getByRole("button", { name: "طلب تعويض الآن" })).toBeDisabled());
  });

  it("says the request failed when the connection drops, and lets the customer try again", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<RefillPanel orderId="o1" initial={view()} />);
    await user.click(screen.getByRole("button", { name: "طلب تعويض الآن" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("تعذر إرسال طلب التعويض، حاول لاحقًا");
    expect(screen.getByRole("button", { name: "طلب تعويض الآن" })).toBeEnabled();
  });

  it("says the state could not be loaded when the answer is not a refill view", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(reply({ state: "available" }));
    render(<RefillPanel orderId="o1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("تعذر تحميل حالة التعويض");
  });

  it("loads its state itself when not given one", async () => {
    fetchMock.mockResolvedValue(reply(view({ state: "not-completed" })));
    render(<RefillPanel orderId="o1" />);
    expect(await screen.findByText(/يبدأ ضمان التعويض بعد اكتمال التنفيذ/)).toBeInTheDocument();
  });
});
