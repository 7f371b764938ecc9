import type { FieldValues, Resolver, ResolverOptions } from "react-hook-form";

import { FORM_CHECK_UNAVAILABLE_MESSAGE, lazyResolver } from "./lazy-resolver";

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

/** A resolver like zodResolver's: an error for an empty name. */
const realResolver: Resolver<Values> = async (values) =>
  values.name
    ? { values, errors: {} }
    : ({ values: {}, errors: { name: { type: "too_small", message: "Name is required" } } } as Awaited<
        ReturnType<Resolver<Values>>
      >);

describe("lazyResolver", () => {
  it("validates with the loaded resolver, loading it once however many times the form validates", async () => {
    const load = jest.fn(async () => realResolver);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const [empty, filled] = await Promise.all([
      resolver({ name: "" }, undefined, options),
      resolver({ name: "Sara" }, undefined, options),
    ]);
    expect(empty.errors).toEqual({ name: { type: "too_small", message: "Name is required" } });
    expect(filled).toEqual({ values: { name: "Sara" }, errors: {} });
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stops the submit with a form-level error when the chunk cannot load, and loads it again on the next attempt", async () => {
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue(realResolver);
    const resolver = lazyResolver<Values>(load);
    jest.spyOn(console, "error").mockImplementation(() => {});

    const offline = await resolver({ name: "Sara" }, undefined, options);
    expect(offline).toEqual({
      values: {},
      errors: { root: { type: "unavailable", message: FORM_CHECK_UNAVAILABLE_MESSAGE } },
    });
    const retried = await resolver({ name: "" }, undefined, options);
    expect(retried.errors).toHaveProperty("name.message", "Name is required");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads without throwing when the network is down, so an idle prefetch never surfaces an error", async () => {
    const load = jest
      .fn<Promise<Resolver<FieldValues>>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(realResolver as unknown as Resolver<FieldValues>);
    const resolver = lazyResolver(load);
    await expect(resolver.preload()).resolves.toBeUndefined();
    await expect(
      resolver({ name: "Sara" }, undefined, options as unknown as ResolverOptions<FieldValues>),
    ).resolves.toEqual({
      values: { name: "Sara" },
      errors: {},
    });
  });
});
