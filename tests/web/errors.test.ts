import { describe, expect, it } from "vitest";
import { ApiError, apiPath, describeError, isCartFetch, toFieldErrors } from "../../src/api/errors";

describe("describeError (SPEC 8)", () => {
  it("200: no toast", () => {
    expect(describeError(200, "ok")).toEqual({ toast: null, kind: "ok" });
  });

  it.each([400, 422])("%i: server message as toast", (status) => {
    expect(describeError(status, "The given data was invalid.")).toEqual({
      toast: "The given data was invalid.",
      kind: "validation",
    });
    expect(describeError(status, "").toast).toBe("Something went wrong");
  });

  it("425: silent", () => {
    expect(describeError(425, "Too early")).toEqual({ toast: null, kind: "silent" });
  });

  it("401: message or Unauthenticated", () => {
    expect(describeError(401, "Unauthenticated.")).toEqual({ toast: "Unauthenticated.", kind: "unauthenticated" });
    expect(describeError(401, null).toast).toBe("Unauthenticated");
  });

  it("403: message or Something went wrong", () => {
    expect(describeError(403, "You do not have permission to perform this action.").toast).toBe(
      "You do not have permission to perform this action.",
    );
    expect(describeError(403, undefined)).toEqual({ toast: "Something went wrong", kind: "forbidden" });
  });

  it("404: the same, silent for cart fetch calls", () => {
    expect(describeError(404, "Not Found")).toEqual({ toast: "Not Found", kind: "not-found" });
    expect(describeError(404, "  ").toast).toBe("Something went wrong");
    expect(describeError(404, "Not Found", { silent404: true })).toEqual({ toast: null, kind: "not-found" });
  });

  it("413: message or Payload Too Large", () => {
    expect(describeError(413, "File too big").toast).toBe("File too big");
    expect(describeError(413, "")).toEqual({ toast: "Payload Too Large", kind: "payload-too-large" });
  });

  it.each([500, 502, 429, 418])("%i: message or Something went wrong", (status) => {
    expect(describeError(status, "Boom").toast).toBe("Boom");
    expect(describeError(status, null)).toEqual({ toast: "Something went wrong", kind: "server" });
  });

  it("no response: Oops, an error occurred!", () => {
    expect(describeError(0, null)).toEqual({ toast: "Oops, an error occurred!", kind: "network" });
    expect(describeError(undefined, "ignored").toast).toBe("Oops, an error occurred!");
  });

  it("translates fallbacks, never server messages", () => {
    const t = (key: string) => `[${key}]`;
    expect(describeError(401, null, { t }).toast).toBe("[errors.unauthenticated]");
    expect(describeError(413, null, { t }).toast).toBe("[errors.payloadTooLarge]");
    expect(describeError(500, null, { t }).toast).toBe("[errors.generic]");
    expect(describeError(0, null, { t }).toast).toBe("[errors.default]");
    expect(describeError(422, "Server says", { t }).toast).toBe("Server says");
  });
});

describe("cart fetch paths", () => {
  it("recognises the three cart fetch calls in any URL form", () => {
    expect(isCartFetch("customer/cart-items")).toBe(true);
    expect(isCartFetch("/customer/package/cart-items?x=1")).toBe(true);
    expect(isCartFetch("package/cart/fetch")).toBe(true);
    expect(isCartFetch("/api/v2/package/cart/fetch", "/api/v2")).toBe(true);
    expect(isCartFetch("http://localhost:3000/api/v2/customer/cart-items", "/api/v2")).toBe(true);
    expect(isCartFetch("customer/cart-items/5")).toBe(false);
    expect(isCartFetch("package/list")).toBe(false);
    expect(apiPath("https://x.test/api/v2/a/b/?q=1", "https://x.test/api/v2/")).toBe("a/b");
  });
});

describe("ApiError", () => {
  it("carries status, message, field errors and data", () => {
    const error = new ApiError({ status: 422, message: "Invalid", errors: { email: ["Taken"] }, data: null });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 422, statusCode: 422, message: "Invalid", errors: { email: ["Taken"] } });
    expect(error.kind).toBe("validation");
  });

  it("normalises field errors", () => {
    expect(toFieldErrors({ a: ["x", "y"], b: "z", c: null })).toEqual({ a: ["x", "y"], b: ["z"] });
    expect(toFieldErrors(null)).toBeUndefined();
    expect(toFieldErrors(["x"])).toBeUndefined();
  });
});
