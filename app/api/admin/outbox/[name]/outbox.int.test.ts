import { writeToOutbox } from "@/lib/mail/outbox";
import { callWithParams } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { signedInUser } from "@/test/support/users";

import { GET } from "./route";

const get = (name: string, cookie?: string) =>
  callWithParams(
    GET,
    `/api/admin/outbox/${encodeURIComponent(name)}`,
    { name },
    {
      method: "GET",
      headers: cookie ? { cookie } : {},
    },
  );

beforeEach(() => resetDb());

describe("GET /api/admin/outbox/{name}", () => {
  it("hands an operator the .eml a customer would have received; nobody else", async () => {
    const name = `${Date.now()}-receipt-test`;
    await writeToOutbox(
      name,
      Buffer.from("Subject: =?UTF-8?B?2KXZiti12KfZhA==?=\r\nTo: sara@example.com\r\n\r\nمرحباً"),
    );
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];

    const answer = await get(`${name}.eml`, operator.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("message/rfc822");
    expect(await answer.text()).toContain("To: sara@example.com");

    expect((await get(`${name}.eml`, customer.cookie)).status).toBe(403);
    expect((await get(`${name}.eml`)).status).toBe(401);
  });

  it("refuses anything that is not a message of the outbox folder", async () => {
    const operator = await signedInUser("OPERATOR");
    for (const name of ["../auth-secret", "..%2Fpglite.lock", ".hidden.eml", "nope.eml", "x.txt"]) {
      const answer = await get(name, operator.cookie);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: "الرسالة غير موجودة" });
    }
  });
});
