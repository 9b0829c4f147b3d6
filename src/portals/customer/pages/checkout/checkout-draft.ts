import { useCallback, useEffect, useState } from "react";

export type Method = "card" | "wallet" | "cash";

/** What the customer has chosen so far; kept in sessionStorage so a reload does not lose it (no photos, no card). */
export interface Draft {
  address_id: number | null;
  date: string;
  time: string;
  notes: string;
  coupon: string;
  method: Method;
}

export const CHECKOUT_DRAFT_KEY = "khidma.checkout";
export const EMPTY_DRAFT: Draft = { address_id: null, date: "", time: "", notes: "", coupon: "", method: "card" };

/** The draft of this signed-in user (another user's, left in this tab, is ignored). */
export const readDraft = (userId: number | null): Draft => {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return EMPTY_DRAFT;
    const { user_id, ...stored } = JSON.parse(raw) as Partial<Draft> & { user_id?: number | null };
    return user_id === userId ? { ...EMPTY_DRAFT, ...stored } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
};

export function useDraft(userId: number | null) {
  const [state, setState] = useState(() => ({ userId, draft: readDraft(userId) }));
  // Signing in (or as someone else) here: that user's draft.
  const current = state.userId === userId ? state : { userId, draft: readDraft(userId) };
  if (current !== state) setState(current);
  const { draft } = current;
  useEffect(() => {
    if (userId === null) return;
    try {
      sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...draft, user_id: userId }));
    } catch {
      // storage unavailable: the draft only lives in memory
    }
  }, [draft, userId]);
  const patch = useCallback((p: Partial<Draft>) => setState((s) => ({ ...s, draft: { ...s.draft, ...p } })), []);
  return { draft, patch };
}

export const clearDraft = () => {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
};
