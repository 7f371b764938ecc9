import { z } from "zod";

import { schemaResolver } from "./form-state";

const schema = z
  .object({
    name: z
      .string()
      .min(3, "الاسم قصير")
      .regex(/^[a-z]*$/, "أحرف لاتينية صغيرة فقط"),
    password: z.string().min(6, "كلمة المرور قصيرة"),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: "غير متطابقتين", path: ["confirm"] });

describe("schemaResolver", () => {
  it("gives each field the first message the schema has for it, and no values", async () => {
    const result = await schemaResolver(schema)({ name: "A", password: "123", confirm: "123" });
    expect(result).toEqual({
      values: {},
      errors: {
        name: { type: "too_small", message: "الاسم قصير" },
        password: { type: "too_small", message: "كلمة المرور قصيرة" },
      },
    });
  });

  it("reports a check across fields on the field it names", async () => {
    const result = await schemaResolver(schema)({ name: "sara", password: "secret1", confirm: "secret2" });
    expect(result.errors).toEqual({ confirm: { type: "custom", message: "غير متطابقتين" } });
  });

  it("gives the schema's output when every field is valid", async () => {
    const trimmed = z.object({ email: z.string().trim() });
    await expect(schemaResolver(trimmed)({ email: " a@b.co " })).resolves.toEqual({
      values: { email: "a@b.co" },
      errors: {},
    });
  });
});
