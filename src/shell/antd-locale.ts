import type { Locale } from "antd/es/locale";

/**
 * antd's Arabic texts (pagination, empty tables, pickers, modals: about 2 KiB gzip) load only for the Arabic screen:
 * scope.tsx asks for them beside refine + antd when the page opens in Arabic, and rich-scope.tsx loads them on a
 * switch to Arabic (antd's English texts stand in for that moment). The ES module build: `antd/locale/*` are
 * CommonJS files that bring a second copy of rc-picker's and rc-pagination's locales.
 */
let arabic: Locale | undefined;
let loading: Promise<Locale> | undefined;

export function loadArabicLocale(): Promise<Locale> {
  loading ??= import("antd/es/locale/ar_EG").then((m) => {
    arabic = m.default;
    return arabic;
  });
  return loading;
}

/** antd's Arabic texts once they have arrived. */
export const arabicLocale = (): Locale | undefined => arabic;
