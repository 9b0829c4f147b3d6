import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanSearchParams, withCleanSearch } from "../../src/lib/url";

const FORBIDDEN = ["", "null", "undefined", "NaN", "false"];

const pairsOf = (query: string) => [...new URLSearchParams(query).entries()];

const key = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => k.trim() !== "");
const value = fc.oneof(
  fc.constantFrom("", " ", "null", "undefined", "NaN", "false", "0", "true", "a b", "x&y=z"),
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(null, undefined, Number.NaN, false, true, 0),
);
const record = fc.dictionary(key, fc.oneof(value, fc.array(value, { maxLength: 3 })));
const pairList = fc.array(fc.tuple(key, fc.oneof(fc.constantFrom("", "null", "false", "0", "a", "b"), fc.string())), {
  maxLength: 12,
});
const anyInput = fc.oneof(
  record,
  pairList.map((pairs) => new URLSearchParams(pairs)),
  pairList.map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
);

describe("cleanSearchParams (examples)", () => {
  it("drops blank, null, undefined, NaN and false, keeps zero", () => {
    expect(
      cleanSearchParams({
        page: 1,
        search: "",
        blank: "   ",
        a: null,
        b: undefined,
        c: Number.NaN,
        d: false,
        e: "null",
        f: "undefined",
        g: "NaN",
        h: "false",
        zero: 0,
        zeroText: "0",
        on: true,
      }),
    ).toBe("on=true&page=1&zero=0&zeroText=0");
  });

  it("sorts by key then value and removes duplicate pairs", () => {
    expect(cleanSearchParams("?z=1&a=2&a=1&z=1&m=x")).toBe("a=1&a=2&m=x&z=1");
    expect(
      cleanSearchParams(
        new URLSearchParams([
          ["b", "2"],
          ["b", "2"],
          ["a", "0"],
        ]),
      ),
    ).toBe("a=0&b=2");
  });

  it("handles arrays and empty input", () => {
    expect(cleanSearchParams({ ids: [3, 1, 3, null] })).toBe("ids=1&ids=3");
    expect(cleanSearchParams("")).toBe("");
    expect(cleanSearchParams(null)).toBe("");
    expect(withCleanSearch("/packages", { page: 1, search: "" })).toBe("/packages?page=1");
    expect(withCleanSearch("/packages", { search: "null" })).toBe("/packages");
  });
});

describe("cleanSearchParams (properties)", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = cleanSearchParams(input);
        expect(cleanSearchParams(once)).toBe(once);
      }),
    );
  });

  it("outputs params sorted by key, then value", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const pairs = pairsOf(cleanSearchParams(input));
        for (let i = 1; i < pairs.length; i++) {
          const [k0, v0] = pairs[i - 1];
          const [k1, v1] = pairs[i];
          expect(k0 < k1 || (k0 === k1 && v0 <= v1)).toBe(true);
        }
      }),
    );
  });

  it("lets no forbidden value survive", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const [, v] of pairsOf(cleanSearchParams(input))) {
          expect(FORBIDDEN).not.toContain(v.trim());
        }
      }),
    );
  });

  it("keeps zero", () => {
    fc.assert(
      fc.property(record, key, fc.constantFrom(0, "0"), (rest, k, zero) => {
        const out = pairsOf(cleanSearchParams({ ...rest, [k]: zero }));
        expect(out).toContainEqual([k, "0"]);
      }),
    );
  });

  it("has no duplicate pairs", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const ids = pairsOf(cleanSearchParams(input)).map(([k, v]) => `${k}\u0000${v}`);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it("keeps every meaningful pair of the input", () => {
    fc.assert(
      fc.property(pairList, (pairs) => {
        const out = pairsOf(cleanSearchParams(new URLSearchParams(pairs)));
        for (const [k, v] of pairs) {
          if (!FORBIDDEN.includes(v.trim())) expect(out).toContainEqual([k, v]);
        }
      }),
    );
  });
});
