import { z } from "zod";

import { checkValues, FORM_CHECK_UNAVAILABLE_MESSAGE, lazySchema } from "./checked-form";

const nameSchema = z.object({
  name: z.string().min(1, "Name is required").max(5, "Name is too long"),
  city: z.string().trim().min(2, "City is required"),
});

describe("lazySchema and checkValues", () => {
  it("checks with the loaded schema, loading it once however many times the form checks", async () => {
    const load = jest.fn(async () => nameSchema);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();

    const [empty, filled] = await Promise.all([
      checkValues(schema, { name: "", city: "" }),
      checkValues(schema, { name: "Sara", city: " Riyadh " }),
    ]);
    expect(empty).toEqual({
      ok: false,
      errors: { name: "Name is required", city: "City is required" },
      formError: null,
    });
    // The parsed values: what the schema outputs, not what was typed.
    expect(filled).toEqual({ ok: true, values: { name: "Sara", city: "Riyadh" } });
    await schema.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the first message of a field that breaks several rules", async () => {
    const schema = lazySchema(async () =>
      z.object({
        name: z
          .string()
          .min(3, "Too short")
          .regex(/^[a-z]+$/, "Letters only"),
      }),
    );
    expect(await checkValues(schema, { name: "1" })).toEqual({
      ok: false,
      errors: { name: "Too short" },
      formError: null,
    });
  });

  it("stops with a form-level error when the chunk cannot load, and loads it again on the next attempt", async () => {
    const load = jest
      .fn<Promise<typeof nameSchema>, []>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue(nameSchema);
    const schema = lazySchema(load);
    jest.spyOn(console, "error").mockImplementation(() => {});

    expect(await checkValues(schema, { name: "Sara", city: "Riyadh" })).toEqual({
      ok: false,
      errors: {},
      formError: FORM_CHECK_UNAVAILABLE_MESSAGE,
    });
    const retried = await checkValues(schema, { name: "", city: "Riyadh" });
    expect(retried).toEqual({ ok: false, errors: { name: "Name is required" }, formError: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads without throwing when the network is down, so an idle prefetch never surfaces an error", async () => {
    const load = jest
      .fn<Promise<typeof nameSchema>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(nameSchema);
    const schema = lazySchema(load);
    await expect(schema.preload()).resolves.toBeUndefined();
    await expect(checkValues(schema, { name: "Sara", city: "Riyadh" })).resolves.toEqual({
      ok: true,
      values: { name: "Sara", city: "Riyadh" },
    });
  });
});
