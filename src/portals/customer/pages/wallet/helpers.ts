import "../../../../i18n/modules/wallet";
import type { TFunction } from "i18next";

/** "1 month" / "3 months" / "12 months" (Arabic counts above ten take the singular accusative). */
export const monthsLabel = (t: TFunction, months: number): string =>
  months === 1 ? t("wallet.month") : t(months > 10 ? "wallet.monthsMany" : "wallet.months", { count: months });
