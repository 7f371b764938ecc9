/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";

import { addTrackingSink } from "@/lib/tracking/contract";
import { user } from "@/test/support/user";

import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { resetCurrentUserForTests } from "./use-current-user";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

const account = { id: "u1", username: "Sara", usedFreeViews: false };
let fetchMock: jest.Mock;

// jsdom has no Response; the clients read ok, status, text() and json().
const reply = (body: unknown, status = 200) =>
  ({
    ok: status < 400,
    status,
    text: async () => (typeof body === "string" ? body : JSON.stringify(body)),
    json: async () => (typeof body === "string" ? JSON.parse(body) : body),
  }) as Response;

function respond(path: string, status: number, body: unknown) {
  fetchMock.mockImplementation((input: string) => {
    if (input === path) return Promise.resolve(reply(body, status));
    if (input === "/api/auth/current-user") return Promise.resolve(reply(account));
    return Promise.reject(new Error(`unexpected ${input}`));
  });
}

beforeEach(() => {
  replace.mockReset();
  resetCurrentUserForTests();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, "", "/");
});

const field = (name: RegExp) => screen.getByLabelText(name);

describe("LoginForm", () => {
  it("shows Arabic messages for a short username and password, without calling the server", async () => {
    render(<LoginForm />);
    await user.type(field(/^اسم المستخدم$/), "ab");
    await user.type(field(/^كلمة المرور$/), "12345");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل")).toBeInTheDocument();
    expect(screen.getByText("يجب أن تتكون كلمة المرور من 6 أحرف على الأقل")).toBeInTheDocument();
    expect(field(/^اسم المستخدم$/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("moves the focus to the first invalid field, and clears its message as soon as it is corrected", async () => {
    render(<LoginForm />);
    await user.type(field(/^كلمة المرور$/), "secret1");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل")).toBeInTheDocument();
    expect(field(/^اسم المستخدم$/)).toHaveFocus();
    expect(screen.queryByText("يجب أن تتكون كلمة المرور من 6 أحرف على الأقل")).not.toBeInTheDocument();

    await user.type(field(/^اسم المستخدم$/), "sara");
    await waitFor(() =>
      expect(screen.queryByText("يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل")).not.toBeInTheDocument(),
    );
    expect(field(/^اسم المستخدم$/)).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in a red banner", async () => {
    respond("/api/auth/login", 401, { message: "اسم المستخدم أو كلمة المرور غير صحيحة" });
    render(<LoginForm />);
    await user.type(field(/^اسم المستخدم$/), "sara");
    await user.type(field(/^كلمة المرور$/), "wrong-pass");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("اسم المستخدم أو كلمة المرور غير صحيحة");
    expect(replace).not.toHaveBeenCalled();
  });

  it("falls back to 'تعذر تسجيل الدخول' (Arabic, not 'Login failed') when the server gives no message", async () => {
    respond("/api/auth/login", 500, {});
    render(<LoginForm />);
    await user.type(field(/^اسم المستخدم$/), "sara");
    await user.type(field(/^كلمة المرور$/), "secret1");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("تعذر تسجيل الدخول");
  });

  it("reads 'logging in' while busy, then returns to a safe callbackUrl", async () => {
    window.history.replaceState(null, "", "/login?callbackUrl=%2Ffree-views%3Fa%3D1");
    let finish: (r: Response) => void = () => {};
    fetchMock.mockImplementation((input: string) =>
      input === "/api/auth/login"
        ? new Promise<Response>((resolve) => (finish = resolve))
        : Promise.resolve(reply(account)),
    );
    render(<LoginForm />);
    await user.type(field(/^اسم المستخدم$/), "sara");
    await user.type(field(/^كلمة المرور$/), "secret1");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    const busy = await screen.findByRole("button", { name: /جاري تسجيل الدخول/ });
    expect(busy).toBeDisabled();
    finish(reply(account));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/free-views?a=1"));
  });

  it("ignores a callbackUrl pointing at another site", async () => {
    window.history.replaceState(null, "", "/login?callbackUrl=%2F%2Fevil.example");
    respond("/api/auth/login", 200, account);
    render(<LoginForm />);
    await user.type(field(/^اسم المستخدم$/), "sara");
    await user.type(field(/^كلمة المرور$/), "secret1");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
  });
});

describe("RegisterForm", () => {
  it("shows 'كلمتا المرور غير متطابقتين' on the confirm field", async () => {
    render(<RegisterForm />);
    await user.type(field(/^اسم المستخدم/), "sara");
    await user.type(field(/^كلمة المرور/), "secret1");
    await user.type(field(/تأكيد كلمة المرور/), "secret2");
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    expect(await screen.findByText("كلمتا المرور غير متطابقتين")).toBeInTheDocument();
    expect(field(/تأكيد كلمة المرور/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the length messages for every short field", async () => {
    render(<RegisterForm />);
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    expect(await screen.findByText("يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل")).toBeInTheDocument();
    expect(screen.getAllByText("يجب أن تتكون كلمة المرور من 6 أحرف على الأقل")).toHaveLength(2);
  });

  it("shows the server's duplicate message, or 'تعذر إنشاء الحساب'", async () => {
    respond("/api/auth/register", 409, { message: "اسم المستخدم مستخدم بالفعل، يرجى اختيار اسم آخر" });
    render(<RegisterForm />);
    await user.type(field(/^اسم المستخدم/), "sara");
    await user.type(field(/^كلمة المرور/), "secret1");
    await user.type(field(/تأكيد كلمة المرور/), "secret1");
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("اسم المستخدم مستخدم بالفعل");

    respond("/api/auth/register", 502, "");
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("تعذر إنشاء الحساب"));
  });

  it("reports CompleteRegistration to the pixel with the username as external id and the server's event id", async () => {
    const events: { eventType: string; customerInfo: { external_id?: string } }[] = [];
    const remove = addTrackingSink((e) => events.push(e));
    const registrationEventId = `ev_${"5e".repeat(32)}`;
    respond("/api/auth/register", 201, { ...account, registrationEventId });
    render(<RegisterForm />);
    await user.type(field(/^اسم المستخدم/), "Sara");
    await user.type(field(/^كلمة المرور/), "secret1");
    await user.type(field(/تأكيد كلمة المرور/), "secret1");
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    await waitFor(() => expect(events).toHaveLength(1));
    remove();
    expect(events).toEqual([
      expect.objectContaining({
        eventType: "CompleteRegistration",
        eventProps: expect.objectContaining({ event_id: registrationEventId }),
        customerInfo: expect.objectContaining({ external_id: "Sara" }),
        // The server queued its own CompleteRegistration; the relay must not send a second one.
        pixelOnly: true,
      }),
    ]);
  });
});

describe("the two forms", () => {
  it.each([
    ["login", () => <LoginForm />, "إنشاء حساب جديد", "/register"],
    ["register", () => <RegisterForm />, "تسجيل الدخول", "/login"],
  ] as const)("link from %s to the other, keeping the return address", (_name, form, linkName, path) => {
    window.history.replaceState(null, "", "/login?callbackUrl=%2Ffree-views");
    render(form());
    expect(screen.getByRole("link", { name: linkName })).toHaveAttribute("href", `${path}?callbackUrl=%2Ffree-views`);
    expect(screen.getByRole("textbox", { name: /^اسم المستخدم$/ })).toHaveAttribute("autocomplete", "username");
  });

  it.each([
    ["login", () => <LoginForm />],
    ["register", () => <RegisterForm />],
  ] as const)("%s: every label is Arabic, with no English sub-label («Username»)", (_name, form) => {
    const { container } = render(form());
    const labels = [...container.querySelectorAll("label")].map((l) => l.textContent ?? "");
    expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const label of labels) expect(label).not.toMatch(/[A-Za-z]/);
  });
});
