import "../../../../i18n/modules/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { api, type FieldErrors, isApiError, liveOrderOf } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { AddressPicker } from "../../../../components/storefront/address-picker";
import { WalletModalsHost } from "../../../../components/storefront/notifications/wallet-modals-host";
import { loginRedirectFor } from "../../../../config/guard";
import type { Order, PackageCart, PackageCartItem, WalletBalance } from "../../../../features/wallet/types";
import { formatMoney, formatNumber, toDubai } from "../../../../lib/format";
import { idempotencyHeaders, useIdempotencyKey } from "../../../../lib/idempotency";
import { useApi } from "../../../../lib/use-api";
import { useKhidmaStore } from "../../../../state";
import { monthsLabel } from "./helpers";
import "../../../../features/wallet/wallet.css";
import "./buy-package.css";

/** The form survives a reload (sessionStorage: this tab only, gone when it closes). */
export const BUY_PACKAGE_STORAGE_KEY = "khidma.buyPackage";
const PRIVATE = { meta: { persist: false }, staleTime: 0 } as const;

type PaymentMethod = "card" | "wallet";
interface FormState {
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

function loadForm(): FormState {
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

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="kh-wallet-field-error" id={id} role="alert">
      {messages.join(" ")}
    </p>
  );
}

/** The package in the cart: name, provider, duration, property, visits and the server's price. */
function PackageSummary({ item, onRemove }: { item: PackageCartItem; onRemove?: () => void }) {
  const { t, i18n } = useTranslation();
  const q = item.quote;
  return (
    <section
      className="kh-buy-card kh-buy-package"
      aria-labelledby="kh-buy-package-name"
      data-testid="buy-package-item"
    >
      <div className="kh-mypkg-top">
        {item.package.image ? (
          <img src={item.package.image} alt="" width={56} height={56} />
        ) : (
          <span className="kh-mypkg-initial" aria-hidden="true">
            {item.package.name.trim().charAt(0)}
          </span>
        )}
        <div className="kh-mypkg-title">
          <h2 id="kh-buy-package-name">{item.package.name}</h2>
          <span className="kh-wallet-muted">{item.package.partner?.name}</span>
        </div>
      </div>
      <dl className="kh-mypkg-facts">
        <div>
          <dt>{t("wallet.myPackages.duration")}</dt>
          <dd>{monthsLabel(t, item.duration?.months ?? 0)}</dd>
        </div>
        <div>
          <dt>{t("wallet.myPackages.property")}</dt>
          <dd>
            {item.type_name} · {item.size_name}
          </dd>
        </div>
        {q?.visits_total ? (
          <div>
            <dt>{t("wallet.buy.visits")}</dt>
            <dd>{t("wallet.buy.visitsValue", { perMonth: q.visits_per_month ?? 0, total: q.visits_total })}</dd>
          </div>
        ) : null}
        {q?.total !== undefined ? (
          <div>
            <dt>{t("wallet.buy.price")}</dt>
            <dd>
              <bdi data-testid="buy-package-price">{formatMoney(q.total, i18n.language)}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="kh-mypkg-actions">
        <Link to={`/packages/${item.package_id}`} className="kh-wallet-link">
          {t("wallet.buy.change")}
        </Link>
        {onRemove ? (
          <button type="button" className="kh-wallet-link kh-buy-danger" onClick={onRemove}>
            {t("wallet.buy.remove")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** Subtotal, discount, VAT and total exactly as the server computed them. */
function Totals({ cart }: { cart: PackageCart }) {
  const { t, i18n } = useTranslation();
  const money = (v: number | string | null | undefined) => formatMoney(v, i18n.language);
  const s = cart.summary;
  return (
    <dl className="kh-buy-totals" data-testid="buy-package-summary">
      <div>
        <dt>{t("wallet.buy.subtotal")}</dt>
        <dd>
          <bdi>{money(s.subtotal)}</bdi>
        </dd>
      </div>
      {Number(s.discount) > 0 ? (
        <div className="kh-buy-discount">
          <dt>{cart.coupon ? t("wallet.buy.discountCode", { code: cart.coupon.code }) : t("wallet.buy.discount")}</dt>
          <dd>
            <bdi data-testid="buy-package-discount">-{money(s.discount)}</bdi>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t("wallet.buy.vat", { percent: formatNumber(s.vat_percentage, 0) })}</dt>
        <dd>
          <bdi>{money(s.vat_amount)}</bdi>
        </dd>
      </div>
      <div className="kh-buy-total">
        <dt>{t("wallet.buy.total")}</dt>
        <dd>
          <bdi data-testid="buy-package-total">{money(s.total)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** /buy-package: the package cart. A guest sees it and signs in; a customer picks address, date, coupon, payment. */
export default function BuyPackagePage() {
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

  const removeCoupon = async () => {
    setCouponBusy(true);
    try {
      const res = await api.post<PackageCart>(ENDPOINTS.packageCouponRemove);
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

  let body: ReactNode;
  if (cart.isLoading) body = <p className="kh-wallet-muted">{t("common.loading")}</p>;
  else if (cart.isError)
    body = (
      <div className="kh-wallet-empty" role="alert">
        <p>{t("wallet.error")}</p>
        <button type="button" className="kh-button kh-ghost" onClick={() => void cart.refetch()}>
          {t("wallet.retry")}
        </button>
      </div>
    );
  else if (!c || !item)
    body = (
      <div className="kh-wallet-empty" data-testid="buy-package-empty">
        <p>{t("wallet.buy.empty")}</p>
        <Link to="/packages" className="kh-button">
          {t("wallet.myPackages.browse")}
        </Link>
      </div>
    );
  else if (!user)
    body = (
      <div className="kh-buy-layout">
        <div className="kh-buy-main">
          <PackageSummary item={item} />
        </div>
        <aside className="kh-buy-card kh-buy-aside">
          <Totals cart={c} />
          <div className="kh-buy-signin" data-testid="buy-package-signin">
            <p>{t("wallet.buy.signInPrompt")}</p>
            <Link to={loginRedirectFor("customer", { pathname: "/buy-package", search: "" })} className="kh-button">
              {t("wallet.buy.signIn")}
            </Link>
          </div>
        </aside>
      </div>
    );
  else {
    const balance = wallet.data ? Number(wallet.data.balance) : null;
    const short = balance !== null && balance < Number(c.summary.total);
    body = (
      <form className="kh-buy-layout" onSubmit={submit} noValidate>
        <div className="kh-buy-main">
          <PackageSummary item={item} onRemove={removeItem} />

          <section className="kh-buy-card" aria-labelledby={`${uid}-address`}>
            <h2 id={`${uid}-address`}>{t("wallet.buy.address")}</h2>
            <AddressPicker
              value={form.addressId}
              onChange={chooseAddress}
              errors={errors.user_address_id}
              legend={t("wallet.buy.address")}
            />
          </section>

          <section className="kh-buy-card" aria-labelledby={`${uid}-date-title`}>
            <h2 id={`${uid}-date-title`}>{t("wallet.buy.startDate")}</h2>
            <div className="kh-wallet-field">
              <label htmlFor={`${uid}-date`}>{t("wallet.buy.startDateLabel")}</label>
              <input
                id={`${uid}-date`}
                type="date"
                className="kh-buy-input"
                min={range.min}
                max={range.max}
                value={form.startDate}
                onChange={(e) => update("startDate", e.target.value, ["start_date"])}
                {...errorProps("start_date")}
              />
              <FieldError id={`${uid}-start_date-error`} messages={errors.start_date} />
            </div>
          </section>

          <section className="kh-buy-card" aria-labelledby={`${uid}-coupon-title`}>
            <h2 id={`${uid}-coupon-title`}>{t("wallet.buy.coupon")}</h2>
            {c.coupon ? (
              <div className="kh-buy-coupon-applied" data-testid="coupon-applied">
                <span>
                  <strong>
                    <bdi>{c.coupon.code}</bdi>
                  </strong>{" "}
                  {t("wallet.buy.couponSaves", { amount: money(c.coupon.discount) })}
                </span>
                <button type="button" className="kh-wallet-link" disabled={couponBusy} onClick={removeCoupon}>
                  {t("wallet.buy.removeCoupon")}
                </button>
              </div>
            ) : (
              <div className="kh-wallet-field">
                <label htmlFor={`${uid}-coupon`}>{t("wallet.buy.couponLabel")}</label>
                <div className="kh-wallet-inline">
                  <input
                    id={`${uid}-coupon`}
                    className="kh-buy-input"
                    value={form.coupon}
                    autoComplete="off"
                    autoCapitalize="characters"
                    maxLength={40}
                    dir="ltr"
                    onChange={(e) => update("coupon", e.target.value, ["coupon_code"])}
                    onKeyDown={(e) => {
                      if (e.key === "Enter") {
                        e.preventDefault();
                        void applyCoupon();
                      }
                    }}
                    {...errorProps("coupon_code")}
                  />
                  <button type="button" className="kh-button kh-ghost" disabled={couponBusy} onClick={applyCoupon}>
                    {couponBusy ? t("wallet.buy.applying") : t("wallet.buy.apply")}
                  </button>
                </div>
              </div>
            )}
            <FieldError id={`${uid}-coupon_code-error`} messages={errors.coupon_code} />
          </section>

          <section className="kh-buy-card" aria-labelledby={`${uid}-pay-title`}>
            <h2 id={`${uid}-pay-title`}>{t("wallet.buy.payment")}</h2>
            <fieldset className="kh-buy-methods" {...errorProps("payment_method")}>
              <legend className="kh-wallet-sr">{t("wallet.buy.payment")}</legend>
              {(["card", "wallet"] as const).map((m) => (
                <label key={m} className="kh-buy-method">
                  <input
                    type="radio"
                    name={`${uid}-method`}
                    value={m}
                    checked={form.paymentMethod === m}
                    onChange={() => update("paymentMethod", m, ["payment_method"])}
                  />
                  <span>
                    <strong>{t(`wallet.buy.methods.${m}`)}</strong>
                    {m === "wallet" ? (
                      <small>
                        {t("wallet.buy.walletBalance")}{" "}
                        <bdi data-testid="buy-wallet-balance">{wallet.data ? money(wallet.data.balance) : "…"}</bdi>
                      </small>
                    ) : (
                      <small>{t("wallet.buy.cardNote")}</small>
                    )}
                  </span>
                </label>
              ))}
            </fieldset>
            {form.paymentMethod === "wallet" ? (
              <p className={short ? "kh-wallet-note kh-buy-short" : "kh-wallet-muted"}>
                {short ? t("wallet.buy.walletShort") : null}{" "}
                <button type="button" className="kh-wallet-link" onClick={() => setTopUpOpen(true)}>
                  {t("wallet.topUp.open")}
                </button>
              </p>
            ) : null}
            <FieldError id={`${uid}-payment_method-error`} messages={errors.payment_method} />
          </section>
        </div>

        <aside className="kh-buy-card kh-buy-aside" aria-labelledby={`${uid}-summary`}>
          <h2 id={`${uid}-summary`}>{t("wallet.buy.summary")}</h2>
          <Totals cart={c} />
          {formError ? (
            <p className="kh-wallet-alert" role="alert" data-testid="buy-package-error">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="kh-button kh-buy-submit" disabled={busy} aria-busy={busy}>
            {busy ? t("wallet.buy.buying") : t("wallet.buy.buy")}
          </button>
          <p className="kh-wallet-muted kh-buy-fine">{t("wallet.buy.inclVat")}</p>
        </aside>
      </form>
    );
  }

  return (
    <main className="kh-section kh-wallet">
      <div className="kh-container kh-buy-inner">
        <div className="kh-wallet-head">
          <div>
            <h1>{t("wallet.buy.title")}</h1>
            <p className="kh-wallet-muted">{t("wallet.buy.subtitle")}</p>
          </div>
        </div>
        {body}
      </div>
      {user ? <WalletModalsHost /> : null}
    </main>
  );
}
