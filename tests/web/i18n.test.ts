import { describe, expect, it } from "vitest";
import { ROUTES } from "../../src/config/routes";
import { mergeAll } from "../../src/i18n";
import { ar } from "../../src/i18n/ar";
import { en } from "../../src/i18n/en";

const keys = (tree: object, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

// Every screen-area module, whether it is in the main chunk or registers itself from a lazy chunk.
const modules = Object.values(
  import.meta.glob<{ en: object; ar: object }>("../../src/i18n/modules/*.ts", { eager: true }),
);

describe("i18n", () => {
  const english = mergeAll(
    en,
    modules.map((m) => m.en),
  );
  const arabic = mergeAll(
    ar,
    modules.map((m) => m.ar),
  );

  it("Arabic has every English key and no other", () => {
    expect(keys(arabic).sort()).toEqual(keys(english).sort());
  });

  it("no Arabic string is left empty or in English where English has letters", () => {
    const flat = (tree: object, prefix = ""): Array<[string, string]> =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === "object" && v !== null
          ? flat(v, `${prefix}${k}.`)
          : [[`${prefix}${k}`, String(v)] as [string, string]],
      );
    const arMap = new Map(flat(arabic));
    // Brand names, store names and language endonyms may legitimately stay in Latin script.
    const latinAllowed = /switchToEnglish|phonePlaceholder|appStore|playStore/;
    for (const [key, value] of flat(english)) {
      const arValue = arMap.get(key) ?? "";
      expect(arValue.trim(), key).not.toBe("");
      // letters inside {{placeholders}} are not text to translate
      if (/[a-z]{3,}/i.test(value.replace(/{{[^}]*}}/g, "")) && !latinAllowed.test(key))
        expect(arValue, key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("every route's title and menu label has a string", () => {
    const known = new Set(keys(english));
    for (const route of ROUTES) {
      expect(known.has(route.titleKey), `${route.path} ${route.titleKey}`).toBe(true);
      if (route.menu) expect(known.has(route.menu.labelKey), `${route.path} ${route.menu.labelKey}`).toBe(true);
    }
  });
});
