import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { setupServer } from "msw/node";
import { createElement, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../src/api/token";
import { STORAGE_KEY } from "../../src/config/constants";
import { i18n, initI18n } from "../../src/i18n";
import {
  CART_QUERY_PREFIX,
  type Cart,
  CartConflictError,
  type CartItem,
  cartCalls,
  emptyCart,
  photoProblem,
  useAddToCart,
  useCart,
} from "../../src/lib/cart";
import { initialCart, useKhidmaStore } from "../../src/state";
import { releaseClientState, resetClientState, testNotifier } from "./client-state";

const BASE = "*/api/v2";
const server = setupServer();
const notifier = testNotifier();
const ok = (data: unknown, status = 200) => HttpResponse.json({ status_code: status, data, message: "ok" }, { status });

const partner = { id: 3, name: "Sparkle Cleaning", logo: null, cash_on_delivery: true };
const item = (id: number, serviceId: number, quantity = 1): CartItem => ({
  id,
  service_id: serviceId,
  partner_id: partner.id,
  quantity,
  notes: null,
  images: [],
  unit_price: 157.5,
  total: 157.5 * quantity,
  vat_amount: 7.5 * quantity,
  duration_minutes: 120,
  service: { id: serviceId, name: `Service ${serviceId}`, image: null, price: 157.5, duration_minutes: 120 },
  partner,
});
const cartOf = (items: CartItem[]): Cart => ({
  ...emptyCart(),
  id: items.length ? 1 : null,
  items,
  count: items.reduce((n, i) => n + i.quantity, 0),
  item_count: items.length,
  partner: items.length ? partner : null,
  summary: {
    currency: "AED",
    subtotal: 315,
    discount: 0,
    total: 315,
    vat_percentage: 5,
    vat_amount: 15,
    total_excl_vat: 300,
  },
});

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, children));
}
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeAll(() => {
  initI18n("en");
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers(mock.get(`${BASE}/client-access-token`, () => ok({ access_token: "client-token" })));
  resetClientState({ token: "client-token", notifier });
});
afterEach(releaseClientState);

describe("cart state", () => {
  it("add-to-cart mirrors the items into the persisted store, which survives a rehydrate", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${BASE}/customer/add-to-cart`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(cartOf([item(11, 7, 2)]), 201);
      }),
    );
    const client = newClient();
    const cart = await cartCalls.addToCart(client, 7, 2);
    expect(bodies).toEqual([{ service_id: 7, quantity: 2 }]);
    expect(cart.items).toHaveLength(1);
    expect(useKhidmaStore.getState().cart.items).toHaveLength(1);

    // A reload: the in-memory state is gone, the persisted one comes back.
    const saved = localStorage.getItem(STORAGE_KEY);
    expect(saved).toContain('"service_id":7');
    useKhidmaStore.setState({ cart: initialCart() });
    if (saved) localStorage.setItem(STORAGE_KEY, saved);
    await useKhidmaStore.persist.rehydrate();
    expect(useKhidmaStore.getState().cart.items).toHaveLength(1);
  });

  it("every mutation answer lands in the query cache and the store", async () => {
    let current = cartOf([item(11, 7), item(12, 8)]);
    server.use(
      mock.get(`${BASE}/customer/cart-items`, () => ok(current)),
      mock.post(`${BASE}/customer/edit-cart-item`, async ({ request }) => {
        const body = (await request.json()) as { cart_item_id: number; quantity: number };
        current = cartOf(
          current.items.map((i) => (i.id === body.cart_item_id ? item(i.id, i.service_id, body.quantity) : i)),
        );
        return ok(current);
      }),
      mock.delete(`${BASE}/customer/remove-cart-item/:id`, ({ params }) => {
        current = cartOf(current.items.filter((i) => String(i.id) !== params.id));
        return ok(current);
      }),
      mock.post(`${BASE}/customer/clear-cart`, () => {
        current = cartOf([]);
        return ok(current);
      }),
    );
    const client = newClient();
    const { result } = renderHook(() => useCart(), { wrapper: wrapperWith(client) });
    await waitFor(() => expect(result.current.cart?.items).toHaveLength(2));
    expect(useKhidmaStore.getState().cart.items).toHaveLength(2);

    await act(() => result.current.editCartItem(11, 3));
    expect(result.current.cart?.items[0].quantity).toBe(3);

    await act(() => result.current.removeCartItem(12));
    expect(result.current.count).toBe(1);
    expect(useKhidmaStore.getState().cart.items).toHaveLength(1);

    await act(() => result.current.clearCart());
    expect(result.current.items).toEqual([]);
    expect(useKhidmaStore.getState().cart.items).toEqual([]);
    expect(client.getQueriesData({ queryKey: CART_QUERY_PREFIX })[0][1]).toMatchObject({ items: [] });
  });

  it("a 409 asks to replace the other provider's cart, then retries with replace: true", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      mock.post(`${BASE}/customer/add-to-cart`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.replace) {
          return HttpResponse.json(
            {
              status_code: 409,
              data: { partner: { id: 9, name: "Cool Breeze AC" } },
              message: "Your cart has services from Cool Breeze AC. Clear it to add services from another provider.",
            },
            { status: 409 },
          );
        }
        return ok(cartOf([item(20, 7)]), 201);
      }),
    );
    await expect(cartCalls.addToCart(null, 7)).rejects.toBeInstanceOf(CartConflictError);

    const confirm = vi.fn(async (_name: string) => true);
    const { result } = renderHook(() => useAddToCart(confirm), { wrapper: wrapperWith(newClient()) });
    let answer: Cart | null = null;
    await act(async () => {
      answer = await result.current.add(7, 1);
    });
    expect(confirm).toHaveBeenCalledWith("Cool Breeze AC");
    expect(bodies.slice(1)).toEqual([
      { service_id: 7, quantity: 1 },
      { service_id: 7, quantity: 1, replace: true },
    ]);
    expect(answer).not.toBeNull();
    expect(useKhidmaStore.getState().cart.items).toHaveLength(1);
    expect(notifier.error).not.toHaveBeenCalled();

    // Declined: the old cart stays, nothing retried.
    bodies.length = 0;
    const no = vi.fn(async () => false);
    const declined = renderHook(() => useAddToCart(no), { wrapper: wrapperWith(newClient()) });
    await act(async () => {
      answer = await declined.result.current.add(7, 1);
    });
    expect(answer).toBeNull();
    expect(bodies).toEqual([{ service_id: 7, quantity: 1 }]);
  });

  it("coupon errors reject without a toast so the field can show them", async () => {
    server.use(
      mock.post(`${BASE}/customer/cart/apply-coupon`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The coupon code is invalid.",
            errors: { coupon_code: ["The coupon code is invalid."] },
          },
          { status: 422 },
        ),
      ),
    );
    await expect(cartCalls.applyCoupon(null, "NOPE")).rejects.toMatchObject({
      status: 422,
      errors: { coupon_code: ["The coupon code is invalid."] },
    });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("notes and photos travel as multipart with keep_images", async () => {
    let seen: FormData | null = null;
    server.use(
      mock.post(`${BASE}/customer/add-notes-and-images-to-cart`, async ({ request }) => {
        seen = await request.formData();
        return ok(cartOf([item(11, 7)]));
      }),
    );
    const photo = new File([new Uint8Array([1, 2, 3])], "leak.png", { type: "image/png" });
    await cartCalls.saveNotesAndImages(null, {
      notes: "Gate 4",
      images: [photo],
      keepImages: ["/uploads/a.jpg"],
    });
    const form = seen as unknown as FormData;
    expect(form.get("notes")).toBe("Gate 4");
    // One file part (jsdom's File does not survive Node's multipart encoder byte for byte; a browser's does).
    expect(form.getAll("images")).toHaveLength(1);
    expect(JSON.parse(String(form.get("keep_images")))).toEqual(["/uploads/a.jpg"]);
  });

  it("refetches the cart when the signed-in user changes (the server merged the guest cart)", async () => {
    let reads = 0;
    server.use(
      mock.get(`${BASE}/customer/cart-items`, () => {
        reads++;
        return ok(reads === 1 ? cartOf([item(11, 7)]) : cartOf([item(11, 7), item(30, 9)]));
      }),
    );
    const { result } = renderHook(() => useCart(), { wrapper: wrapperWith(newClient()) });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    act(() => {
      setAccessToken("user-token");
      useKhidmaStore.getState().setSession({
        user: { id: 5, first_name: "Aisha", last_name: "K", roles: [] },
        roles: [{ id: 1, name: "customer", type: "customer", permissions: [] }],
        default_role: "customer",
      });
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(useKhidmaStore.getState().cart.items).toHaveLength(2);
  });

  it("checks photos on the client: type and 5 MB", () => {
    expect(photoProblem(new File(["x"], "a.jpg", { type: "image/jpeg" }))).toBeNull();
    expect(photoProblem(new File(["x"], "a.gif", { type: "image/gif" }))).toBe("type");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.webp", { type: "image/webp" });
    expect(photoProblem(big)).toBe("size");
  });
});
