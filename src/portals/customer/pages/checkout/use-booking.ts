import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api, getNotifier, isApiError, liveOrderOf } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { type Cart, type Order, refreshCart, type useCart } from "../../../../lib/cart";
import { idempotencyHeaders, useIdempotencyKey } from "../../../../lib/idempotency";
import { clearDraft, type Draft } from "./checkout-draft";
import { groupErrors, SECTION_ORDER } from "./field-errors";
import type { Photo } from "./photos-field";
import type { Schedule } from "./use-schedule";

/** Scrolls to the first section (in page order) that shows an error. */
const focusFirstError = (found: Record<string, string[]>) => {
  const first = SECTION_ORDER.find((s) => found[s]);
  if (!first) return;
  const el = document.getElementById(first === "form" ? "co-book" : `co-${first}`);
  el?.scrollIntoView?.({ block: "center", behavior: "smooth" });
};

/**
 * Book: `POST customer/booking/request` with the draft (multipart when there are photos), one idempotency key per
 * choice of the customer. Card goes on to the summary to pay, wallet and cash to the result page; a 422 lands on the
 * sections it names (a taken slot reloads the dates and slots).
 */
export function useBooking({
  cart,
  cartApi,
  draft,
  photos,
  schedule,
}: {
  cart: Cart | null;
  cartApi: ReturnType<typeof useCart>;
  draft: Draft;
  photos: Photo[];
  schedule: Pick<Schedule, "dates" | "slots">;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const postingRef = useRef(false);

  const clearError = (section: string) =>
    setErrors((e) => {
      if (!e[section] && !e.form) return e;
      const { [section]: _gone, form: _form, ...rest } = e;
      return rest;
    });

  const couponCode = cart?.coupon?.code ?? null;
  const itemsKey = (cart?.items ?? []).map((i) => `${i.id}x${i.quantity}`).join(",");
  const photosKey = photos.map((p) => `${p.file.name}:${p.file.size}:${p.file.lastModified}`).join("|");
  const idempotencyKey = useIdempotencyKey([
    draft.address_id,
    draft.date,
    draft.time,
    draft.notes.trim(),
    draft.method,
    couponCode,
    itemsKey,
    photosKey,
  ]);

  const book = async () => {
    if (postingRef.current || !cart) return;
    const missing: Record<string, string[]> = {};
    if (!draft.address_id) missing.address = [t("cart.checkout.chooseAddress")];
    if (!draft.date) missing.date = [t("cart.checkout.chooseDate")];
    if (!draft.time) missing.time = [t("cart.checkout.chooseTime")];
    if (Object.keys(missing).length) {
      setErrors(missing);
      focusFirstError(missing);
      return;
    }
    postingRef.current = true;
    setPosting(true);
    setErrors({});
    setSlotNotice(null);
    const fields: Record<string, string | number> = {
      user_address_id: draft.address_id as number,
      date: draft.date,
      time: draft.time,
      payment_method: draft.method,
    };
    if (draft.notes.trim()) fields.notes = draft.notes.trim();
    if (couponCode) fields.coupon_code = couponCode;
    let body: Record<string, string | number> | FormData = fields;
    if (photos.length) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      for (const p of photos) form.append("images", p.file, p.file.name);
      body = form;
    }
    try {
      const res = await api.post<Order>(ENDPOINTS.bookingRequest, body, {
        ...idempotencyHeaders(idempotencyKey),
        silent: true,
      });
      const order = res.data;
      clearDraft();
      if (draft.method === "card") {
        navigate(`/booking/summary/${order.id}`);
      } else {
        // wallet: paid at once; cash: the cart empties at once
        await refreshCart(queryClient);
        navigate(`/payment/success?order_id=${order.id}${draft.method === "cash" ? "&method=cash" : ""}`);
      }
    } catch (error) {
      const live = liveOrderOf(error);
      if (live) {
        // this cart is already an unpaid order: pay that one rather than book the cart twice
        getNotifier().info(error instanceof Error ? error.message : t("cart.checkout.title"));
        navigate(`/booking/summary/${live}`);
      } else if (isApiError(error) && error.status === 422 && error.errors && Object.keys(error.errors).length) {
        const found = groupErrors(error.errors);
        setErrors(found);
        if (found.time) {
          setSlotNotice(t("cart.checkout.slotTaken"));
          void schedule.slots.refetch();
          void schedule.dates.refetch();
        }
        if (found.coupon) void cartApi.refetch();
        focusFirstError(found);
      } else if (isApiError(error) && error.status === 422) {
        setErrors({ form: [error.message] });
      } else {
        getNotifier().error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      postingRef.current = false;
      setPosting(false);
    }
  };

  return { errors, slotNotice, setSlotNotice, posting, clearError, book };
}
