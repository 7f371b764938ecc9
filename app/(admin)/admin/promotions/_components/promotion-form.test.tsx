/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";

import { toast } from "@/components/ui/toast";
import { installFakeApi, type FakeHandler } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { PromotionForm } from "./promotion-form";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn() } }));
beforeEach(() => jest.clearAllMocks());

const URL = "/api/admin/promotions";
const CREATED: FakeHandler = () => ({ status: 201, body: { ok: true, promotion: { id: "p1" } } });

function renderForm(reply: FakeHandler = CREATED) {
  const api = installFakeApi({ [`POST ${URL}`]: reply });
  render(<PromotionForm timeZone="Asia/Dubai" />);
  return api;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const create = () => user.click(screen.getByRole("button", { name: "إنشاء العرض" }));

describe("the console's new promotion form", () => {
  it("sends the promotion with its dates read on the store's clock, then says so and refreshes", async () => {
    const api = renderForm();
    type("اسم العرض", " عرض الشتاء ");
    await user.click(screen.getByRole("radio", { name: /كمية إضافية مجاناً/ }));
    type("النسبة (%)", "10");
    await user.click(screen.getByRole("checkbox", { name: "مشاهدات" }));
    type("يبدأ في", "2026-12-20T00:00");
    type("ينتهي في", "2026-12-27T23:59");
    await create();
    await waitFor(() => expect(api.callsTo(URL)).toHaveLength(1));
    expect(api.callsTo(URL)[0]!.body).toEqual({
      title: "عرض الشتاء",
      kind: "EXTRA",
      value: 10,
      services: ["views"],
      // Midnight in Dubai (UTC+4) is 20:00 UTC the day before.
      startsAt: "2026-12-19T20:00:00.000Z",
      endsAt: "2026-12-27T19:59:00.000Z",
    });
    expect(toast.success).toHaveBeenCalledWith("أُنشئ العرض «عرض الشتاء»");
    expect(refresh).toHaveBeenCalled();
  });

  it("names each missing field beside it and sends nothing", async () => {
    const api = renderForm();
    await create();
    expect(screen.getByText("اكتب اسم العرض كما يراه العميل")).toBeInTheDocument();
    expect(screen.getByText("اكتب النسبة عدداً صحيحاً، مثل 20")).toBeInTheDocument();
    expect(screen.getAllByText("اختر التاريخ والوقت")).toHaveLength(2);
    expect(screen.getByLabelText("اسم العرض")).toHaveFocus();
    expect(api.callsTo(URL)).toHaveLength(0);
  });

  it("puts the server's field refusal on its field, and an overlap on the form's line", async () => {
    let reply: FakeHandler = () => ({
      status: 400,
      body: {
        error: "نسبة الخصم حتى 90%",
        message: "x",
        fields: { value: ["نسبة الخصم حتى 90%، والكمية الإضافية حتى 100%"] },
      },
    });
    renderForm((...args) => reply(...args));
    type("اسم العرض", "عرض");
    type("النسبة (%)", "95");
    type("يبدأ في", "2026-12-20T00:00");
    type("ينتهي في", "2026-12-27T23:59");
    await create();
    await screen.findByText("نسبة الخصم حتى 90%، والكمية الإضافية حتى 100%");
    expect(screen.getByLabelText("النسبة (%)")).toHaveFocus();
    reply = () => ({ status: 409, body: { error: "يتداخل مع عرض «آخر»", message: "x" } });
    await create();
    expect(await screen.findByRole("alert")).toHaveTextContent("يتداخل مع عرض «آخر»");
  });
});
