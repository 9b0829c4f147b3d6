import type { useQueryClient } from "@tanstack/react-query";
import { ENDPOINTS } from "../../api/endpoints";

export const TOP_UP_PRESETS = [50, 100, 200, 500] as const;
export const TOP_UP_MIN = 10;
export const TOP_UP_MAX = 5000;
export const PRIVATE = { meta: { persist: false }, staleTime: 0 } as const;
/** 422 fields shown next to their input (the amount here, the card fields in `CardForm`). */
export const SHOWN_ON_FIELDS = ["amount", "card_number", "exp_month", "exp_year", "cvc", "card_name"];

/** Refetches everything a wallet change moves: balance, transactions, loyalty. */
export const refreshWallet = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    [ENDPOINTS.walletBalance, ENDPOINTS.walletTransactions, ENDPOINTS.loyaltySummary].map((url) =>
      client.invalidateQueries({ queryKey: ["v2", url] }),
    ),
  );

export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="kh-wallet-field-error" id={id} role="alert">
      {messages.join(" ")}
    </p>
  );
}
