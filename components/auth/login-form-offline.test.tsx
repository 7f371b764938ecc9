/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { FORM_CHECK_UNAVAILABLE_MESSAGE } from "@/lib/forms/contract";
import { user } from "@/test/support/user";

import { LoginForm } from "./login-form";

// The validation chunk fails to load, as when the connection drops after the page.
jest.mock("./validation", () => {
  throw new Error("ChunkLoadError: Loading chunk failed");
});
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
}));

it("tells the customer to check the connection, and sends nothing, when the form's checks cannot load", async () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, "error").mockImplementation(() => {});
  render(<LoginForm />);
  await user.type(screen.getByLabelText(/^اسم المستخدم$/), "sara");
  await user.type(screen.getByLabelText(/^كلمة المرور$/), "secret1");
  await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(FORM_CHECK_UNAVAILABLE_MESSAGE);
  expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/login", expect.anything());
});
