import type { FormResolver } from "./form-state";
import { FORM_CHECK_UNAVAILABLE_MESSAGE, lazyResolver } from "./lazy-resolver";

type Values = { name: string };

/** A resolver like schemaResolver's: an error for an empty name. */
const realResolver: FormResolver<Values> = async (values) =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: "too_small", message: "Name is required" } } };

describe("lazyResolver", () => {
  it("validates with the loaded resolver, loading it once however many times the form validates", async () => {
    const load = jest.fn(async () => realResolver);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const [empty, filled] = await Promise.all([resolver({ name: "" }), resolver({ name: "Sara" })]);
    expect(empty.errors).toEqual({ name: { type: "too_small", message: "Name is required" } });
    expect(filled).toEqual({ values: { name: "Sara" }, errors: {} });
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stops the submit with a form-level error when the chunk cannot load, and loads it again on the next attempt", async () => {
    const load = jest
      .fn<Promise<FormResolver<Values>>, []>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue(realResolver);
    const resolver = lazyResolver<Values>(load);
    jest.spyOn(console, "error").mockImplementation(() => {});

    const offline = await resolver({ name: "Sara" });
    expect(offline).toEqual({
      values: {},
      errors: { root: { type: "unavailable", message: FORM_CHECK_UNAVAILABLE_MESSAGE } },
    });
    const retried = await resolver({ name: "" });
    expect(retried.errors).toHaveProperty("name.message", "Name is required");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads without throwing when the network is down, so an idle prefetch never surfaces an error", async () => {
    const load = jest
      .fn<Promise<FormResolver<Values>>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(realResolver);
    const resolver = lazyResolver(load);
    await expect(resolver.preload()).resolves.toBeUndefined();
    await expect(resolver({ name: "Sara" })).resolves.toEqual({
      values: { name: "Sara" },
      errors: {},
    });
  });
});
