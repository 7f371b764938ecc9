/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { PROMISED_DELETION_MS } from "@/lib/analyser/contract";
import { installFakeApi } from "@/test/support/fake-api";

import { KeepResult } from "./keep-result";

const ID = "AbCdEfGhIjKlMnOpQrStUv";
let status = 200;
let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  status = 200;
  fake = installFakeApi({
    "POST /api/videos/reports/:id": () =>
      status < 300 ? { status, body: { saved: true } } : { status, body: { error: "—", message: "—" } },
  });
});

describe("keeping a result", () => {
  it("links to the result, says when it is deleted (from the constant), and saves it to the account", async () => {
    render(<KeepResult reportId={ID} saved={false} showOpenLink />);
    expect(screen.getByRole("link", { name: "فتح رابط النتيجة" })).toHaveAttribute("href", `/analysis-result?id=${ID}`);
    expect(screen.getByText(new RegExp(`يُحذف بعد ${PROMISED_DELETION_MS / 3_600_000} ساعة`))).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "احفظها في حسابي" })));
    expect(fake.callsTo(`/api/videos/reports/${ID}`).map((c) => c.method)).toEqual(["POST"]);
    expect(await screen.findByText(/النتيجة محفوظة في حسابك ولن تُحذف/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "احفظها في حسابي" })).toBeNull();
  });

  it("asks a signed-out visitor to sign in, and comes back to the result after", async () => {
    status = 401;
    render(<KeepResult reportId={ID} saved={false} showOpenLink={false} />);
    expect(screen.queryByRole("link", { name: "فتح رابط النتيجة" })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "احفظها في حسابي" })));
    expect(await screen.findByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute(
      "href",
      `/login?callbackUrl=${encodeURIComponent(`/analysis-result?id=${ID}`)}`,
    );
  });

  it("says so when the result can no longer be saved", async () => {
    status = 404;
    render(<KeepResult reportId={ID} saved={false} showOpenLink={false} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "احفظها في حسابي" })));
    expect(await screen.findByText(/تعذر حفظ النتيجة/)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("تعذر حفظ النتيجة");
  });
});
