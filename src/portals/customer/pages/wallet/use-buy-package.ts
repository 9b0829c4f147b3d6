import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api, type FieldErrors, isApiError, liveOrderOf } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import type { Order, PackageCart, WalletBalance } from "../../../../features/wallet/types";
import { formatMoney } from "../../../../lib/format";
import { idempotencyHeaders, useIdempotencyKey } from "../../../../lib/idempotency";
import { useApi } from "../../../../lib/use-api";
import { useKhidmaStore } from "../../../../state";
import { BUY_PACKAGE_STORAGE_KEY, type FormState, loadForm, PRIVATE, startDateRange } from "./buy-package-form";

/**
 * The package cart and the buy form: address, start date, coupon (`package/coupon/apply`, `remove`), payment, then
 * `POST package/checkout` (card goes on to pay, wallet to the result page; a 422 lands on its fields).
 */
export function useBuyPackage() {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useKhidmaStore((s) => s.session.user);
  const setPackageCartItems = useKhidmaStore((s) => s.setPackageCartItems);
  const setTopUpOpen = useKhidmaStore((s) => s.setTopUpOpen);
  const cart = useApi<PackageCart>(ENDPOINTS.packageCartFetch, {}, PRIVATE);
  const wallet = useApi<WalletBalance>(user ? ENDPOINTS.walletBalance : null, {}, PRIVATE);
  const [form, setForm] = useState<FormState>(loadForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const range = startDateRange();
  const c = cart.data;
  const item = c?.items?.[0];
  const money = (v: number | string | null | undefined) => formatMoney(v, i18n.language);
  const key = useIdempotencyKey([
    form.addressId,
    form.startDate,
    form.paymentMethod,
    c?.coupon?.code ?? null,
    item?.id,
    attempt,
  ]);

  // The header's cart count includes the package cart.
  useEffect(() => {
    if (c) setPackageCartItems(c.items ?? []);
  }, [c, setPackageCartItems]);

  useEffect(() => {
    try {
      sessionStorage.setItem(BUY_PACKAGE_STORAGE_KEY, JSON.stringify(form));
    } catch {
      // storage unavailable: the form simply does not survive a reload
    }
  }, [form]);

  const update = <K extends keyof FormState>(field: K, value: FormState[K], clears: string[] = []) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (clears.length)
      setErrors((e) => {
        const next = { ...e };
        for (const k of clears) delete next[k];
        return next;
      });
  };
  const chooseAddress = (id: number) => update("addressId", id, ["user_address_id"]);

  const storeCart = (next: PackageCart) => {
    client.setQueryData(["v2", ENDPOINTS.packageCartFetch, {}, i18n.language, user?.id ?? null], next);
    setPackageCartItems(next.items ?? []);
  };

  const applyCoupon = async () => {
    const code = form.coupon.trim();
    if (!code) {
      setErrors((e) => ({ ...e, coupon_code: [t("wallet.buy.couponRequired")] }));
      return;
    }
    setCouponBusy(true);
    try {
      const res = await api.post<PackageCart>(ENDPOINTS.packageCouponApply, { coupon_code: code }, { silent: true });
      storeCart(res.data);
      setErrors(({ coupon_code: _c, ...rest }) => rest);
      update("coupon", "");
    } catch (err) {
      const messages =
        isApiError(err) && err.errors?.coupon_code?.length
          ? err.errors.coupon_code
          : [err instanceof Error ? err.message : String(err)];
      setErrors((e) => ({ ...e, coupon_code: messages }));
    } finally {
      setCouponBusy(false);
    }
  };

  /** One code (stacking: the cart may hold a Khidma coupon and a partner promotion), or every code. */
  const removeCoupon = async (code?: string) => {
    setCouponBusy(true);
    try {
      const res = await api.post<PackageCart>(ENDPOINTS.packageCouponRemove, code ? { coupon_code: code } : undefined);
      storeCart(res.data);
      setErrors(({ coupon_code: _c, ...rest }) => rest);
    } catch {
      // the API layer has shown the toast
    } finally {
      setCouponBusy(false);
    }
  };

  const removeItem = async () => {
    if (!item) return;
    try {
      const res = await api.delete<PackageCart>(fillId(ENDPOINTS.packageCartRemove, item.id));
      storeCart(res.data);
    } catch {
      // the API layer has shown the toast
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const local: FieldErrors = {};
    if (!form.addressId) local.user_address_id = [t("wallet.buy.addressRequired")];
    if (!form.startDate || form.startDate < range.min || form.startDate > range.max)
      local.start_date = [t("wallet.buy.dateRange")];
    if (Object.keys(local).length) {
      setErrors((prev) => ({ ...prev, ...local }));
      return;
    }
    setBusy(true);
    try {
      const res = await api.post<Order>(
        ENDPOINTS.packageCheckout,
        {
          user_address_id: form.addressId,
          start_date: form.startDate,
          payment_method: form.paymentMethod,
          ...(c?.coupon?.code ? { coupon_code: c.coupon.code } : {}),
        },
        { silent: true, ...idempotencyHeaders(key) },
      );
      const order = res.data;
      try {
        sessionStorage.removeItem(BUY_PACKAGE_STORAGE_KEY);
      } catch {
        // storage unavailable
      }
      void client.invalidateQueries({ queryKey: ["v2", ENDPOINTS.packageCartFetch] });
      if (form.paymentMethod === "wallet" || order.status === "paid") {
        setPackageCartItems([]);
        void client.invalidateQueries({ queryKey: ["v2", ENDPOINTS.walletBalance] });
        navigate(`/payment/success?order_id=${order.id}`);
      } else navigate(`/booking/summary/${order.id}`);
    } catch (err) {
      const live = liveOrderOf(err);
      if (live) {
        // this package cart is already an unpaid order: pay that one rather than buy twice
        navigate(`/booking/summary/${live}`);
        return;
      }
      if (isApiError(err) && err.status !== 0) setAttempt((n) => n + 1);
      if (isApiError(err) && err.status === 422 && err.errors && Object.keys(err.errors).length) {
        setErrors(err.errors);
        const known = ["user_address_id", "start_date", "payment_method", "coupon_code"];
        if (!Object.keys(err.errors).some((f) => known.includes(f))) setFormError(err.message);
        else setFormError(t("wallet.buy.fixErrors"));
        if (err.errors.coupon_code) void cart.refetch();
      } else setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const errorProps = (field: string) =>
    errors[field]?.length ? { "aria-invalid": true, "aria-describedby": `${uid}-${field}-error` } : {};

  return {
    uid,
    user,
    cart,
    wallet,
    c,
    item,
    form,
    update,
    chooseAddress,
    errors,
    formError,
    couponBusy,
    busy,
    range,
    money,
    applyCoupon,
    removeCoupon,
    removeItem,
    submit,
    errorProps,
    setTopUpOpen,
  };
}

export type BuyPackageState = ReturnType<typeof useBuyPackage>;
