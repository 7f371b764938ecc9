/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";

import { toast } from "@/components/ui/toast";
import { installFakeApi, type FakeHandler } from "@/test/support/fake-api";
import { user } from "@/test/support/user";

import { CodeForm } from "./code-form";
import { storeClockToIso } from "@/lib/forms/contract";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn() } }));
beforeEach(() => jest.clearAllMocks());

const URL = "/api/admin/discount-codes";
const CREATED: FakeHandler = () => ({ status: 201, body: { ok: true, code: { id: "c1" } } });

function renderForm(reply: FakeHandler = CREATED) {
  const api = installFakeApi({ [`POST ${URL}`]: reply });
  render(<CodeForm timeZone="Asia/Dubai" />);
  return api;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const create = () => user.click(screen.getByRole("button", { name: "إنشاء الرمز" }));

describe("the console's new discount code form", () => {
  it("sends every field, amounts in fils and dates read on the store's clock, then says so and refreshes", async () => {
    const api = renderForm();
    type("الرمز", "summer10");
    type("النسبة (%)", "15");
    await user.click(screen.getByRole("checkbox", { name: "مشاهدات" }));
    await user.click(screen.getByRole("checkbox", { name: "باقة الإكسبلور" }));
    type("يبدأ في", "2026-12-10T09:30");
    type("ينتهي في", "2027-01-01T00:00");
    type("أقصى عدد للاستخدامات", "1,000");
    type("الاستخدامات لكل عميل", "2");
    type("ميزانية الخصم (درهم)", "250");
    type("أقل قيمة للطلب (درهم)", "10.50");
    await user.click(screen.getByRole("checkbox", { name: "للطلب الأول فقط" }));
    await create();

    expect(api.callsTo(URL).map((c) => c.body)).toEqual([
      {
        code: "summer10",
        kind: "PERCENT",
        value: 15,
        services: ["views", "explorer"],
        // Dubai is UTC+4: 09:30 there is 05:30 UTC.
        startsAt: "2026-12-10T05:30:00.000Z",
        endsAt: "2026-12-31T20:00:00.000Z",
        maxUses: 1_000,
        budgetFils: 25_000,
        perCustomer: 2,
        minOrderFils: 1_050,
        firstOrderOnly: true,
        combinesWithReturning: false,
      },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("أُنشئ رمز الخصم SUMMER10"));
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByLabelText("الرمز")).toHaveValue("");
  });

  it("takes a fixed amount in dirhams and sends it in fils, the limits left empty as none", async () => {
    const api = renderForm();
    type("الرمز", "FIVE");
    await user.click(screen.getByRole("radio", { name: "مبلغ ثابت بالدرهم" }));
    type("المبلغ (درهم)", "5.5");
    await create();
    expect(api.callsTo(URL)[0]!.body).toMatchObject({
      kind: "FIXED",
      value: 550,
      services: [],
      startsAt: null,
      endsAt: null,
      maxUses: null,
      budgetFils: null,
      perCustomer: null,
      minOrderFils: null,
    });
  });

  it("names a mistyped amount on its field in Arabic and sends nothing", async () => {
    const api = renderForm();
    type("الرمز", "FIVE");
    type("النسبة (%)", "10");
    type("ميزانية الخصم (درهم)", "خمسون");
    await create();
    const budget = screen.getByLabelText("ميزانية الخصم (درهم)");
    expect(budget).toHaveAttribute("aria-invalid", "true");
    expect(budget).toHaveAccessibleDescription(/اكتب مبلغاً بالدرهم/);
    expect(budget).toHaveFocus();
    expect(api.callsTo(URL)).toEqual([]);
  });

  it("shows the server's refusal on the field it names, and a taken code on the code", async () => {
    let reply: FakeHandler = () => ({
      status: 400,
      body: { error: "النسبة بين 1 و100", message: "النسبة بين 1 و100", fields: { value: ["النسبة بين 1 و100"] } },
    });
    renderForm((req) => reply(req));
    type("الرمز", "BIG");
    type("النسبة (%)", "150");
    await create();
    const value = screen.getByLabelText("النسبة (%)");
    await waitFor(() => expect(value).toHaveAttribute("aria-invalid", "true"));
    expect(value).toHaveAccessibleDescription(/النسبة بين 1 و100/);
    expect(toast.success).not.toHaveBeenCalled();

    reply = () => ({ status: 409, body: { error: "يوجد رمز خصم بهذا الاسم", message: "يوجد رمز خصم بهذا الاسم" } });
    type("النسبة (%)", "15");
    await create();
    await waitFor(() => expect(screen.getByLabelText("الرمز")).toHaveAccessibleDescription(/يوجد رمز خصم بهذا الاسم/));
    expect(screen.getByLabelText("النسبة (%)")).not.toHaveAttribute("aria-invalid");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("shows a refusal that names no field under the form", async () => {
    renderForm(() => ({ status: 429, body: { error: "طلبات كثيرة من لوحة التشغيل، حاول بعد قليل" } }));
    type("الرمز", "FIVE");
    type("النسبة (%)", "10");
    await create();
    expect(await screen.findByRole("alert")).toHaveTextContent("طلبات كثيرة من لوحة التشغيل");
  });
});

describe("the store's clock", () => {
  it("reads a date and time in the store's zone, whatever the device's", () => {
    expect(storeClockToIso("2026-12-10T00:00", "Asia/Dubai")).toBe("2026-12-09T20:00:00.000Z");
    expect(storeClockToIso("2026-07-01T12:00", "Europe/London")).toBe("2026-07-01T11:00:00.000Z");
    expect(storeClockToIso("2026-02-31T10:00", "Asia/Dubai")).toBeNull();
    expect(storeClockToIso("tomorrow", "Asia/Dubai")).toBeNull();
  });
});
