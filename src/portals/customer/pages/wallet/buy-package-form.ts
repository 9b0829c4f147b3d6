import { toDubai } from "../../../../lib/format";

/** The form survives a reload (sessionStorage: this tab only, gone when it closes). */
export const BUY_PACKAGE_STORAGE_KEY = "khidma.buyPackage";
export const PRIVATE = { meta: { persist: false }, staleTime: 0 } as const;

export type PaymentMethod = "card" | "wallet";
export interface FormState {
  addressId: number | null;
  startDate: string;
  paymentMethod: PaymentMethod;
  coupon: string;
}

/** Start dates: tomorrow to 60 days ahead, Asia/Dubai calendar days. */
export const startDateRange = (now: Date = new Date()) => {
  const today = toDubai(now)!;
  return { min: today.add(1, "day").format("YYYY-MM-DD"), max: today.add(60, "day").format("YYYY-MM-DD") };
};

export function loadForm(): FormState {
  const { min } = startDateRange();
  const fallback: FormState = { addressId: null, startDate: min, paymentMethod: "card", coupon: "" };
  try {
    const saved = JSON.parse(sessionStorage.getItem(BUY_PACKAGE_STORAGE_KEY) ?? "null") as Partial<FormState> | null;
    if (!saved) return fallback;
    return {
      addressId: typeof saved.addressId === "number" ? saved.addressId : null,
      // a date saved yesterday may be in the past today
      startDate: typeof saved.startDate === "string" && saved.startDate >= min ? saved.startDate : min,
      paymentMethod: saved.paymentMethod === "wallet" ? "wallet" : "card",
      coupon: typeof saved.coupon === "string" ? saved.coupon : "",
    };
  } catch {
    return fallback;
  }
}
