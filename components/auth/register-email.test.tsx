/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";

import { user } from "@/test/support/user";

import { RegisterForm } from "./register-form";
import { resetCurrentUserForTests } from "./use-current-user";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

const account = { id: "u1", username: "Sara", usedFreeViews: false };
const reply = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body), json: async () => body }) as Response;
let fetchMock: jest.Mock;

beforeEach(() => {
  resetCurrentUserForTests();
  fetchMock = jest.fn((input: string) => Promise.resolve(reply(account, input === "/api/auth/register" ? 201 : 200)));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = (name: RegExp) => screen.getByLabelText(name);
const registerBody = () =>
  JSON.parse(
    (fetchMock.mock.calls.find((c) => c[0] === "/api/auth/register")![1] as RequestInit).body as string,
  ) as unknown;

async function fillAccount() {
  render(<RegisterForm />);
  await user.type(field(/^اسم المستخدم/), "Sara");
  await user.type(field(/^كلمة المرور/), "secret1");
  await user.type(field(/تأكيد كلمة المرور/), "secret1");
}

describe("an optional e-mail at registration", () => {
  it("is sent with the account when given", async () => {
    await fillAccount();
    await user.type(field(/البريد الإلكتروني \(اختياري\)/), "sara@example.net");
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    await waitFor(() =>
      expect(registerBody()).toEqual({ username: "Sara", password: "secret1", email: "sara@example.net" }),
    );
  });

  it("is left out when empty, and refused when it is not an address", async () => {
    await fillAccount();
    await user.type(field(/البريد الإلكتروني \(اختياري\)/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    expect(await screen.findByText("يرجى إدخال بريد إلكتروني صحيح")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((c) => c[0] === "/api/auth/register")).toBe(false);
    await user.clear(field(/البريد الإلكتروني \(اختياري\)/));
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    await waitFor(() => expect(registerBody()).toEqual({ username: "Sara", password: "secret1" }));
  });
});
