import "../i18n/modules/cart";
/**
 * The customer's service cart (docs/commerce-api.md): `useCart()` reads `GET customer/cart-items` through
 * react-query; the mutations post, then write the answered Cart into the query cache and mirror its items into the
 * persisted store (`cart.items`), which the header's count reads, so the count paints at once after a reload.
 * The server is the only source of amounts: nothing here computes a price, a discount or VAT.
 */
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, getNotifier, isApiError } from "../api";
import { ENDPOINTS, fillId } from "../api/endpoints";
import { useKhidmaStore } from "../state";

export interface Summary {
  currency: "AED" | string;
  subtotal: number;
  discount: number;
  total: number;
  vat_percentage: number;
  vat_amount: number;
  total_excl_vat: number;
}

export interface CartPartner {
  id: number;
  name: string;
  logo: string | null;
  cash_on_delivery: boolean;
}

export interface CartItem {
  id: number;
  service_id: number;
  partner_id: number;
  quantity: number;
  notes: string | null;
  images: string[];
  unit_price: number;
  total: number;
  vat_amount: number;
  duration_minutes: number;
  service: {
    id: number;
    name: string;
    name_en?: string;
    name_ar?: string;
    image: string | null;
    price: number;
    duration_minutes: number;
    category?: { id: number; name: string } | null;
  };
  partner: CartPartner;
}

export interface Cart {
  id: number | null;
  items: CartItem[];
  count: number;
  item_count: number;
  partner: CartPartner | null;
  notes: string | null;
  images: string[];
  coupon: { code: string; description?: string | null; discount: number } | null;
  /** Every applied code with its own discount (issue 17, stacking: a Khidma coupon and a partner promotion). */
  coupons?: AppliedCoupon[];
  summary: Summary;
  duration_minutes: number;
}

/** One applied code of a cart. */
export interface AppliedCoupon {
  code: string;
  description?: string | null;
  discount: number;
  funded_by?: "khidma" | "partner";
}

/** Most items a cart line may hold (the server's limit). */
export const MAX_QUANTITY = 20;
/** Photos: at most 5 files of 5 MB, JPEG/PNG/WebP (the server checks again, by content). */
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** All cached cart queries start with this (one per UI language and user). */
export const CART_QUERY_PREFIX = ["v2", ENDPOINTS.cartItems] as const;
export const cartQueryKey = (language: string, userId: number | null) =>
  [...CART_QUERY_PREFIX, {}, language, userId] as const;

export const emptyCart = (): Cart => ({
  id: null,
  items: [],
  count: 0,
  item_count: 0,
  partner: null,
  notes: null,
  images: [],
  coupon: null,
  summary: { currency: "AED", subtotal: 0, discount: 0, total: 0, vat_percentage: 5, vat_amount: 0, total_excl_vat: 0 },
  duration_minutes: 0,
});

/** Mirrors a cart answer's items into the persisted store (the header count reads `cart.items`). */
export const mirrorCart = (cart: Cart | null | undefined): void => {
  useKhidmaStore.getState().setCartItems(cart?.items ?? []);
};

/** A cart answer from any cart call: every cached cart query gets it, and the store mirrors it. */
export const storeCart = (client: QueryClient | null, cart: Cart): Cart => {
  mirrorCart(cart);
  client?.setQueriesData<Cart>({ queryKey: CART_QUERY_PREFIX }, cart);
  return cart;
};

/** `GET customer/cart-items`; mirrors the items into the store on every read. */
export async function fetchCart(): Promise<Cart> {
  const cart = (await api.get<Cart>(ENDPOINTS.cartItems)).data ?? emptyCart();
  mirrorCart(cart);
  return cart;
}

/** The 409 of `add-to-cart`: the cart holds services of another provider. */
export class CartConflictError extends Error {
  readonly partner: { id: number; name: string };
  constructor(message: string, partner: { id: number; name: string }) {
    super(message);
    this.name = "CartConflictError";
    this.partner = partner;
  }
}

/** Calls that answer a Cart. Each takes the QueryClient to update (or null) and returns the new cart. */
export const cartCalls = {
  /** `POST customer/add-to-cart`. A 409 (other provider) rejects with `CartConflictError`, without a toast. */
  async addToCart(
    client: QueryClient | null,
    serviceId: number,
    quantity = 1,
    options: { replace?: boolean } = {},
  ): Promise<Cart> {
    try {
      const body = { service_id: serviceId, quantity, ...(options.replace ? { replace: true } : {}) };
      const res = await api.post<Cart>(ENDPOINTS.addToCart, body, { silent: true });
      return storeCart(client, res.data);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const partner = (error.data as { partner?: { id: number; name: string } } | undefined)?.partner;
        throw new CartConflictError(error.message, partner ?? { id: 0, name: "" });
      }
      throw error;
    }
  },
  async editCartItem(client: QueryClient | null, cartItemId: number, quantity: number): Promise<Cart> {
    const res = await api.post<Cart>(ENDPOINTS.editCartItem, { cart_item_id: cartItemId, quantity });
    return storeCart(client, res.data);
  },
  async removeCartItem(client: QueryClient | null, cartItemId: number): Promise<Cart> {
    const res = await api.delete<Cart>(fillId(ENDPOINTS.removeCartItem, cartItemId));
    return storeCart(client, res.data);
  },
  async clearCart(client: QueryClient | null): Promise<Cart> {
    const res = await api.post<Cart>(ENDPOINTS.clearCart, {});
    return storeCart(client, res.data);
  },
  /** Silent: a 422 (`coupon_code`) is for the coupon field to show. */
  async applyCoupon(client: QueryClient | null, code: string): Promise<Cart> {
    const res = await api.post<Cart>(ENDPOINTS.cartApplyCoupon, { coupon_code: code.trim() }, { silent: true });
    return storeCart(client, res.data);
  },
  /** One code (`code`), or every code when none is named. */
  async removeCoupon(client: QueryClient | null, code?: string): Promise<Cart> {
    const res = await api.post<Cart>(ENDPOINTS.cartRemoveCoupon, code ? { coupon_code: code } : {});
    return storeCart(client, res.data);
  },
  /**
   * `POST customer/add-notes-and-images-to-cart` (multipart): notes, new photos, and which of the already saved
   * photos to keep. A 413 toasts the server's message.
   */
  async saveNotesAndImages(
    client: QueryClient | null,
    input: { notes: string; images?: File[]; keepImages?: string[]; cartItemId?: number },
  ): Promise<Cart> {
    const form = new FormData();
    form.append("notes", input.notes);
    for (const file of input.images ?? []) form.append("images", file, file.name);
    form.append("keep_images", JSON.stringify(input.keepImages ?? []));
    if (input.cartItemId !== undefined) form.append("cart_item_id", String(input.cartItemId));
    const res = await api.post<Cart>(ENDPOINTS.cartNotesAndImages, form);
    return storeCart(client, res.data);
  },
};

/** A client-side check of one photo: null when fine, else the reason (`type` or `size`). */
export const photoProblem = (file: File): "type" | "size" | null => {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > MAX_PHOTO_BYTES) return "size";
  return null;
};

/**
 * Refetches the cart when the signed-in user changes (sign-in merges the guest cart into the account's on the
 * server; sign-out has already emptied the store). One store subscription, installed by the first `useCart`; it
 * refreshes the cart queries of the last QueryClient a `useCart` ran with (the app has one), or, with no cart query
 * on screen, only the store's mirror (the header count).
 */
let watchedClient: QueryClient | null = null;
let unwatch: (() => void) | null = null;
function watchUser(client: QueryClient) {
  watchedClient = client;
  if (unwatch) return;
  let last = useKhidmaStore.getState().session.user?.id ?? null;
  unwatch = useKhidmaStore.subscribe((state) => {
    const id = state.session.user?.id ?? null;
    if (id === last) return;
    last = id;
    const target = watchedClient;
    if (id === null) {
      target?.removeQueries({ queryKey: CART_QUERY_PREFIX });
      return;
    }
    const active = target?.getQueryCache().findAll({ queryKey: CART_QUERY_PREFIX, type: "active" }).length ?? 0;
    if (active > 0) void target?.invalidateQueries({ queryKey: CART_QUERY_PREFIX });
    else fetchCart().catch(() => undefined);
  });
}

/** Tests only (web test files sharing one worker, tests/web/shared-worker-reset.ts): forget the watcher, as a new page does. */
export const resetCartWatchForTests = (): void => {
  unwatch?.();
  unwatch = null;
  watchedClient = null;
};

/**
 * The service cart and its mutations. `cart` is the server's answer (or the last one); `count` is what the header
 * shows (the store's mirror while the first answer is on its way). Every mutation rejects with the `ApiError` (or
 * `CartConflictError`) so the caller can show field errors; the generic toasts come from the API layer.
 */
export function useCart(options: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const mirroredCount = useKhidmaStore((s) => s.cart.items.length);
  useEffect(() => watchUser(client), [client]);

  const query = useQuery<Cart>({
    queryKey: cartQueryKey(i18n.language, userId),
    queryFn: fetchCart,
    enabled: options.enabled ?? true,
    staleTime: 0,
    refetchOnMount: "always",
  });

  const [pending, setPending] = useState(0);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await call();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const cart = query.data ?? null;
  return {
    cart,
    items: cart?.items ?? [],
    count: cart ? cart.items.length : mirroredCount,
    query,
    isLoading: query.isPending && (options.enabled ?? true),
    busy: pending > 0,
    refetch: () => query.refetch(),
    addToCart: (serviceId: number, quantity = 1, opts: { replace?: boolean } = {}) =>
      run(() => cartCalls.addToCart(client, serviceId, quantity, opts)),
    editCartItem: (cartItemId: number, quantity: number) =>
      run(() => cartCalls.editCartItem(client, cartItemId, quantity)),
    removeCartItem: (cartItemId: number) => run(() => cartCalls.removeCartItem(client, cartItemId)),
    clearCart: () => run(() => cartCalls.clearCart(client)),
    applyCoupon: (code: string) => run(() => cartCalls.applyCoupon(client, code)),
    removeCoupon: (code?: string) => run(() => cartCalls.removeCoupon(client, code)),
    saveNotesAndImages: (input: Parameters<typeof cartCalls.saveNotesAndImages>[1]) =>
      run(() => cartCalls.saveNotesAndImages(client, input)),
  };
}

/**
 * Adding with the one-provider rule: on a 409 `confirm(partnerName)` is asked ("Your cart has services from X.
 * Clear it and add this one?") and, when accepted, the add is retried with `replace: true`. Resolves to the new cart,
 * or null when the customer kept the old cart or the add failed (the API layer has toasted why).
 */
export function useAddToCart(confirm: (partnerName: string) => Promise<boolean>) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const add = useCallback(
    async (serviceId: number, quantity = 1): Promise<Cart | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      try {
        try {
          return await cartCalls.addToCart(client, serviceId, quantity);
        } catch (error) {
          if (!(error instanceof CartConflictError)) {
            // silent call: show what went wrong ourselves
            getNotifier().error(error instanceof Error ? error.message : String(error));
            return null;
          }
          if (!(await confirm(error.partner.name))) return null;
          return await cartCalls.addToCart(client, serviceId, quantity, { replace: true });
        }
      } catch (error) {
        getNotifier().error(error instanceof Error ? error.message : String(error));
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [client, confirm],
  );
  return { add, busy };
}

/** After a payment (the server empties the cart once paid, or at once for cash): refetch, mirror into the store. */
export async function refreshCart(client: QueryClient | null): Promise<void> {
  try {
    const cart = await fetchCart();
    client?.setQueriesData<Cart>({ queryKey: CART_QUERY_PREFIX }, cart);
  } catch {
    // the next read will try again
  }
}

/** `customer/booking/request`'s and `customer/order/details/{id}`'s answer (docs/commerce-api.md, Order). */
export interface Order {
  id: number;
  number: string;
  kind: "booking" | "package" | "quotation" | string;
  status: "pending" | "paid" | "failed" | "cancelled" | "refunded" | string;
  payment_method: "card" | "wallet" | "cash" | string | null;
  partner: { id: number; name: string } | null;
  lines: Array<{ description: string; quantity: number; unit_price: number; total: number; vat_amount: number }>;
  summary: Summary & { wallet_amount?: number };
  coupon_code: string | null;
  created_at: string;
  paid_at: string | null;
  booking_id: number | null;
  subscription_id: number | null;
  invoice: { id: number; number: string } | null;
  payments: Array<{
    status: string;
    card_brand: string | null;
    card_last4: string | null;
    amount: number;
    failure_message: string | null;
    created_at: string;
  }>;
}

/** The parts of `customer/booking/details/{id}` the purchase screens show. */
export interface BookingBrief {
  id: number;
  number: string;
  status: string;
  status_label?: string;
  payment_status?: string;
  scheduled_at: string;
  scheduled_end?: string;
  duration_minutes?: number;
  address_text: string | null;
  partner?: { id: number; name: string; logo?: string | null; phone?: string | null } | null;
  notes?: string | null;
}
