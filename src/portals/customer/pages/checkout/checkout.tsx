import "../../../../i18n/modules/cart";
import { useQueryClient } from "@tanstack/react-query";
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { api, type FieldErrors, getNotifier, isApiError, liveOrderOf } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { LoginForm } from "../../../../components/auth/login-form";
import { AddressPicker } from "../../../../components/storefront/address-form";
import { EmptyState, ErrorState } from "../../../../components/storefront/cards/empty-state";
import { formatDuration, initialOf } from "../../../../components/storefront/cards/helpers";
import { SafeImage } from "../../../../components/storefront/cards/safe-image";
import { QuantityStepper } from "../../../../components/storefront/cart/quantity-stepper";
import {
  DateStrip,
  dayClosure,
  SlotPicker,
  type StripDate,
  type StripDay,
  type StripSlot,
} from "../../../../components/storefront/ui/date-strip";
import {
  type Cart,
  type CartItem,
  MAX_PHOTOS,
  type Order,
  PHOTO_TYPES,
  photoProblem,
  refreshCart,
  useCart,
} from "../../../../lib/cart";
import { idempotencyHeaders, useIdempotencyKey } from "../../../../lib/idempotency";
import { useApi } from "../../../../lib/use-api";
import { Scope } from "../../../../shell/scope";
import { useKhidmaStore } from "../../../../state";
import { Money, SummaryLines } from "./shared";
import "./checkout.css";

type Method = "card" | "wallet" | "cash";

/** What the customer has chosen so far; kept in sessionStorage so a reload does not lose it (no photos, no card). */
interface Draft {
  address_id: number | null;
  date: string;
  time: string;
  notes: string;
  coupon: string;
  method: Method;
}

export const CHECKOUT_DRAFT_KEY = "khidma.checkout";
const EMPTY_DRAFT: Draft = { address_id: null, date: "", time: "", notes: "", coupon: "", method: "card" };

/** The draft of this signed-in user (another user's, left in this tab, is ignored). */
const readDraft = (userId: number | null): Draft => {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return EMPTY_DRAFT;
    const { user_id, ...stored } = JSON.parse(raw) as Partial<Draft> & { user_id?: number | null };
    return user_id === userId ? { ...EMPTY_DRAFT, ...stored } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
};

function useDraft(userId: number | null) {
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

const clearDraft = () => {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
};

interface AvailableDates {
  dates: StripDate[];
}
interface TimeSlots extends StripDay {
  duration_minutes: number;
  slots: Array<StripSlot & { start: string; end: string }>;
}
interface WalletBalance {
  balance: number;
  currency: string;
}

/** Server field -> the section that shows it. */
const FIELD_OF: Record<string, string> = {
  user_address_id: "address",
  date: "date",
  time: "time",
  notes: "notes",
  images: "photos",
  coupon_code: "coupon",
  payment_method: "method",
};
const SECTION_ORDER = ["address", "date", "time", "notes", "photos", "coupon", "method", "form"];

/** Server 422 errors grouped by section (`images.2` -> photos; anything unknown -> form). */
const groupErrors = (errors: FieldErrors): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const section = FIELD_OF[field.split(".")[0]] ?? "form";
    out[section] = [...(out[section] ?? []), ...messages];
  }
  return out;
};

function FieldMessage({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="kh-co-error" id={id} role="alert">
      {messages.join(" ")}
    </p>
  );
}

function CartLine({
  item,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  busy: boolean;
  onQuantity: (q: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const duration = formatDuration(t, item.duration_minutes ?? item.service.duration_minutes);
  return (
    <li className="kh-co-line" data-testid="cart-line">
      <span className="kh-co-thumb">
        <SafeImage
          src={item.service.image}
          alt=""
          width={64}
          height={64}
          fallback={<span aria-hidden="true">{initialOf(item.service.name)}</span>}
        />
      </span>
      <div className="kh-co-line-body">
        <Link to={`/services/${item.service_id}`} className="kh-co-line-name">
          {item.service.name}
        </Link>
        <span className="kh-co-muted">
          <Money amount={item.unit_price} /> {t("cart.each")}
          {duration ? (
            <>
              {" · "}
              <bdi>{duration}</bdi>
            </>
          ) : null}
        </span>
        <div className="kh-co-line-actions">
          <QuantityStepper value={item.quantity} onChange={onQuantity} label={item.service.name} disabled={busy} />
          <button
            type="button"
            className="kh-co-link kh-co-danger"
            onClick={onRemove}
            disabled={busy}
            aria-label={t("cart.removeItem", { name: item.service.name })}
          >
            {t("cart.remove")}
          </button>
        </div>
      </div>
      <Money amount={item.total} className="kh-co-line-total" />
    </li>
  );
}

function CartSection({ api: cartApi }: { api: ReturnType<typeof useCart> }) {
  const { t } = useTranslation();
  const { cart } = cartApi;
  const safely = (call: () => Promise<unknown>) => {
    // the API layer has toasted any failure
    call().catch(() => undefined);
  };
  if (!cart) return null;
  return (
    <section className="kh-co-card" aria-labelledby="co-cart-title">
      <div className="kh-co-card-head">
        <h2 id="co-cart-title">{t("cart.checkout.cartTitle")}</h2>
        <button type="button" className="kh-co-link" disabled={cartApi.busy} onClick={() => safely(cartApi.clearCart)}>
          {t("cart.clear")}
        </button>
      </div>
      {cart.partner ? (
        <p className="kh-co-provider">
          {t("cart.checkout.provider")}{" "}
          <Link to={`/providers/${cart.partner.id}`}>
            <strong>{cart.partner.name}</strong>
          </Link>
        </p>
      ) : null}
      <ul className="kh-co-lines">
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            busy={cartApi.busy}
            onQuantity={(q) => safely(() => cartApi.editCartItem(item.id, q))}
            onRemove={() => safely(() => cartApi.removeCartItem(item.id))}
          />
        ))}
      </ul>
    </section>
  );
}

/** A guest sees the cart and signs in here (the server then merges this cart into the account's). */
function GuestGate() {
  const { t } = useTranslation();
  const setReturnUrl = useKhidmaStore((s) => s.setReturnUrl);
  // Signing in lands back here (the auth provider goes to the remembered page).
  useEffect(() => setReturnUrl("/checkout"), [setReturnUrl]);
  return (
    <section className="kh-co-card" aria-labelledby="co-signin-title" data-testid="checkout-signin">
      <h2 id="co-signin-title">{t("cart.checkout.signInTitle")}</h2>
      <p className="kh-co-muted">{t("cart.checkout.signInHint")}</p>
      <div className="kh-co-login">
        <Scope>
          <LoginForm />
        </Scope>
      </div>
      <p className="kh-co-register">
        {t("cart.checkout.noAccount")}{" "}
        <Link to={`/register?returnUrl=${encodeURIComponent("/checkout")}`}>{t("cart.checkout.register")}</Link>
      </p>
    </section>
  );
}

interface Photo {
  file: File;
  url: string;
}
const previewOf = (file: File) =>
  typeof URL !== "undefined" && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "";
const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(url);
};

function PhotosField({
  photos,
  onChange,
  errors,
}: {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(
    () => () => {
      for (const p of photosRef.current) revoke(p.url);
    },
    [],
  );

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    const found: string[] = [];
    const next = [...photos];
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem === "type") found.push(t("cart.photos.badType", { name: file.name }));
      else if (problem === "size") found.push(t("cart.photos.tooBig", { name: file.name }));
      else if (next.length >= MAX_PHOTOS) {
        found.push(t("cart.photos.tooMany", { max: MAX_PHOTOS }));
        break;
      } else next.push({ file, url: previewOf(file) });
    }
    setProblems(found);
    onChange(next);
  };
  const messages = [...problems, ...(errors ?? [])];
  return (
    <div className="kh-co-field" id="co-photos">
      <span className="kh-co-label" id={`${uid}-label`}>
        {t("cart.photos.label", { max: MAX_PHOTOS })}
      </span>
      <p className="kh-co-muted kh-co-small" id={`${uid}-hint`}>
        {t("cart.photos.hint")}
      </p>
      {photos.length ? (
        <ul className="kh-co-photos" aria-labelledby={`${uid}-label`}>
          {photos.map((p, i) => (
            <li key={p.url || `${p.file.name}-${i}`}>
              {p.url ? (
                <img src={p.url} alt={p.file.name} width={88} height={88} />
              ) : (
                <span className="kh-co-photo-name">{p.file.name}</span>
              )}
              <button
                type="button"
                className="kh-co-photo-remove"
                aria-label={t("cart.photos.remove", { name: p.file.name })}
                onClick={() => {
                  revoke(p.url);
                  onChange(photos.filter((_, j) => j !== i));
                  setProblems([]);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < MAX_PHOTOS ? (
        <label className="kh-button kh-ghost kh-co-upload">
          {t("cart.photos.add")}
          <input
            type="file"
            accept={PHOTO_TYPES.join(",")}
            multiple
            onChange={pick}
            className="kh-co-file"
            aria-describedby={`${uid}-hint${messages.length ? ` ${uid}-e` : ""}`}
            data-testid="photo-input"
          />
        </label>
      ) : null}
      <FieldMessage id={`${uid}-e`} messages={messages} />
    </div>
  );
}

function CouponField({
  cartApi,
  value,
  onChange,
  serverErrors,
}: {
  cartApi: ReturnType<typeof useCart>;
  value: string;
  onChange: (v: string) => void;
  serverErrors?: string[];
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const applied = cartApi.cart?.coupon ?? null;
  const messages = [...errors, ...(serverErrors ?? [])];

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setErrors([t("cart.coupon.required")]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await cartApi.applyCoupon(value);
    } catch (error) {
      if (isApiError(error) && error.errors?.coupon_code) setErrors(error.errors.coupon_code);
      else setErrors([error instanceof Error ? error.message : String(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="kh-co-card" aria-labelledby="co-coupon-title" id="co-coupon">
      <h2 id="co-coupon-title">{t("cart.coupon.title")}</h2>
      {applied ? (
        <div className="kh-co-coupon-applied" data-testid="coupon-applied">
          <span>
            <strong dir="ltr">{applied.code}</strong> {applied.description ? `· ${applied.description}` : ""}
          </span>
          <button
            type="button"
            className="kh-co-link"
            disabled={busy || cartApi.busy}
            onClick={() => {
              setErrors([]);
              cartApi.removeCoupon().catch(() => undefined);
              onChange("");
            }}
          >
            {t("cart.coupon.remove")}
          </button>
        </div>
      ) : (
        <form className="kh-co-coupon" onSubmit={apply} noValidate>
          <label htmlFor={`${uid}-code`} className="kh-co-label">
            {t("cart.coupon.label")}
          </label>
          <div className="kh-co-coupon-row">
            <input
              id={`${uid}-code`}
              value={value}
              onChange={(e) => {
                onChange(e.target.value.toUpperCase());
                setErrors([]);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              dir="ltr"
              maxLength={40}
              aria-invalid={messages.length ? true : undefined}
              aria-describedby={messages.length ? `${uid}-e` : undefined}
            />
            <button type="submit" className="kh-button kh-ghost" disabled={busy}>
              {busy ? t("cart.coupon.applying") : t("cart.coupon.apply")}
            </button>
          </div>
        </form>
      )}
      <FieldMessage id={`${uid}-e`} messages={messages} />
    </section>
  );
}

function PaymentMethods({
  value,
  onChange,
  cart,
  wallet,
  errors,
}: {
  value: Method;
  onChange: (m: Method) => void;
  cart: Cart;
  wallet: WalletBalance | undefined;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const uid = useId();
  const cash = !!cart.partner?.cash_on_delivery;
  const walletShort = !!wallet && Number(wallet.balance) < Number(cart.summary.total);
  const option = (method: Method, title: string, hint: ReactNode, disabled = false) => (
    <label className={`kh-co-method${disabled ? " is-off" : ""}`}>
      <input
        type="radio"
        name={`${uid}-method`}
        value={method}
        checked={value === method}
        disabled={disabled}
        onChange={() => onChange(method)}
      />
      <span className="kh-co-method-body">
        <strong>{title}</strong>
        <span className="kh-co-muted kh-co-small">{hint}</span>
      </span>
    </label>
  );
  return (
    <section className="kh-co-card" aria-labelledby="co-method-title">
      <fieldset className="kh-co-fieldset" id="co-method" aria-describedby={errors?.length ? `${uid}-e` : undefined}>
        <legend id="co-method-title">
          <h2>{t("cart.method.title")}</h2>
        </legend>
        <div className="kh-co-methods">
          {option("card", t("cart.method.card"), t("cart.method.cardHint"))}
          {option(
            "wallet",
            t("cart.method.wallet"),
            wallet ? (
              <>
                {t("cart.method.balance")} <Money amount={wallet.balance} />
                {walletShort ? ` · ${t("cart.method.walletShort")}` : ""}
              </>
            ) : (
              t("cart.method.walletHint")
            ),
          )}
          {cash ? option("cash", t("cart.method.cash"), t("cart.method.cashHint")) : null}
        </div>
        <FieldMessage id={`${uid}-e`} messages={errors} />
      </fieldset>
    </section>
  );
}

/** /checkout: the cart, then (signed in) address, date and time, notes and photos, coupon, payment; then Book. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const signedIn = userId !== null;
  const cartApi = useCart();
  const { cart } = cartApi;
  const { draft, patch } = useDraft(userId);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const postingRef = useRef(false);

  const hasItems = !!cart && cart.items.length > 0;
  const partnerId = cart?.partner?.id ?? null;
  const duration = cart?.duration_minutes || undefined;
  const ready = signedIn && hasItems && partnerId !== null;

  const dates = useApi<AvailableDates>(
    ready ? ENDPOINTS.availableDates : null,
    { partner_id: partnerId, days: 14, duration_minutes: duration },
    { staleTime: 0 },
  );
  const slots = useApi<TimeSlots>(
    ready && draft.date ? ENDPOINTS.timeSlots : null,
    { partner_id: partnerId, date: draft.date, duration_minutes: duration },
    { staleTime: 0, placeholderData: undefined },
  );
  const wallet = useApi<WalletBalance>(signedIn ? ENDPOINTS.walletBalance : null, {}, { staleTime: 0 });

  // A date that is no longer offered (or none yet): the first available one.
  const dateList = dates.data?.dates ?? [];
  const day = slots.data?.date === draft.date ? slots.data : undefined;
  useEffect(() => {
    if (!dates.data) return;
    const current = dateList.find((d) => d.date === draft.date);
    if (current?.available) return;
    const first = dateList.find((d) => d.available)?.date ?? "";
    if (first !== draft.date) patch({ date: first, time: "" });
  }, [dates.data, dateList, draft.date, patch]);

  // A chosen time that this date does not offer (or that filled up) is dropped.
  useEffect(() => {
    if (!slots.data || !draft.time || slots.data.date !== draft.date) return;
    const slot = slots.data.slots.find((s) => s.time === draft.time);
    if (!slot?.available) patch({ time: "" });
  }, [slots.data, draft.time, draft.date, patch]);

  // Cash only for a provider that takes it.
  useEffect(() => {
    if (cart && draft.method === "cash" && !cart.partner?.cash_on_delivery) patch({ method: "card" });
  }, [cart, draft.method, patch]);

  // Notes saved on the cart earlier (another device, the app) fill an empty field.
  const notesSeeded = useRef(false);
  useEffect(() => {
    if (notesSeeded.current || !cart) return;
    notesSeeded.current = true;
    if (!draft.notes && cart.notes) patch({ notes: cart.notes });
  }, [cart, draft.notes, patch]);

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

  const focusFirstError = (found: Record<string, string[]>) => {
    const first = SECTION_ORDER.find((s) => found[s]);
    if (!first) return;
    const el = document.getElementById(first === "form" ? "co-book" : `co-${first}`);
    el?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  };

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
          void slots.refetch();
          void dates.refetch();
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

  return (
    <main className="kh-section kh-co">
      <div className="kh-container">
        <h1 className="kh-co-title">{t("cart.checkout.title")}</h1>
        {cartApi.isLoading && !cart ? (
          <p className="kh-co-muted" role="status">
            {t("cart.checkout.loading")}
          </p>
        ) : !cart ? (
          <ErrorState onRetry={() => void cartApi.refetch()} />
        ) : !hasItems ? (
          <EmptyState
            message={t("cart.checkout.empty")}
            action={
              <Link to="/categories" className="kh-button">
                {t("cart.checkout.browse")}
              </Link>
            }
          />
        ) : (
          <div className="kh-co-layout">
            <div className="kh-co-main">
              <CartSection api={cartApi} />
              {!signedIn ? (
                <GuestGate />
              ) : (
                <>
                  <section className="kh-co-card" aria-labelledby="co-address-title" id="co-address">
                    <h2 id="co-address-title">{t("cart.checkout.addressTitle")}</h2>
                    <AddressPicker
                      value={draft.address_id}
                      onChange={(id) => {
                        patch({ address_id: id });
                        clearError("address");
                      }}
                      errors={errors.address}
                    />
                  </section>
                  <section className="kh-co-card" aria-labelledby="co-when-title">
                    <h2 id="co-when-title">{t("cart.checkout.whenTitle")}</h2>
                    {dates.isError ? (
                      <ErrorState onRetry={() => void dates.refetch()} />
                    ) : (
                      <DateStrip
                        id="co-date"
                        label={t("cart.checkout.dateTitle")}
                        dates={dateList}
                        loading={dates.isLoading ? t("cart.checkout.loadingDates") : null}
                        noneOpen={t("cart.checkout.noDates")}
                        value={draft.date}
                        onChange={(date) => {
                          patch({ date, time: "" });
                          setSlotNotice(null);
                          clearError("date");
                        }}
                        errors={errors.date}
                      />
                    )}
                    {draft.date ? (
                      <SlotPicker
                        id="co-time"
                        label={t("cart.checkout.timeTitle")}
                        slots={day && !day.closed ? day.slots : []}
                        loading={slots.isFetching && !day ? t("cart.checkout.loadingSlots") : null}
                        empty={
                          !day || !dayClosure(day)
                            ? null
                            : day.closed_reason === "holiday" && day.holiday_name
                              ? t("cart.checkout.holiday", { name: day.holiday_name })
                              : t("cart.checkout.noSlots")
                        }
                        takenLabel={t("cart.checkout.full")}
                        value={draft.time}
                        onChange={(time) => {
                          patch({ time });
                          setSlotNotice(null);
                          clearError("time");
                        }}
                        errors={errors.time}
                        notice={slotNotice}
                      />
                    ) : null}
                  </section>
                  <section className="kh-co-card" aria-labelledby="co-notes-title">
                    <h2 id="co-notes-title">{t("cart.checkout.notesTitle")}</h2>
                    <div className="kh-co-field" id="co-notes">
                      <label htmlFor="co-notes-input" className="kh-co-label">
                        {t("cart.checkout.notesLabel")}
                      </label>
                      <textarea
                        id="co-notes-input"
                        rows={3}
                        maxLength={1000}
                        value={draft.notes}
                        placeholder={t("cart.checkout.notesPlaceholder")}
                        onChange={(e) => {
                          patch({ notes: e.target.value });
                          clearError("notes");
                        }}
                        aria-invalid={errors.notes?.length ? true : undefined}
                        aria-describedby={errors.notes?.length ? "co-notes-e" : undefined}
                      />
                      <span className="kh-co-muted kh-co-small kh-co-count">
                        {t("cart.checkout.notesCount", { count: draft.notes.length, max: 1000 })}
                      </span>
                      <FieldMessage id="co-notes-e" messages={errors.notes} />
                    </div>
                    <PhotosField
                      photos={photos}
                      onChange={(next) => {
                        setPhotos(next);
                        clearError("photos");
                      }}
                      errors={errors.photos}
                    />
                  </section>
                  <CouponField
                    cartApi={cartApi}
                    value={draft.coupon}
                    onChange={(coupon) => {
                      patch({ coupon });
                      clearError("coupon");
                    }}
                    serverErrors={errors.coupon}
                  />
                  <PaymentMethods
                    value={draft.method}
                    onChange={(method) => {
                      patch({ method });
                      clearError("method");
                    }}
                    cart={cart}
                    wallet={wallet.data}
                    errors={errors.method}
                  />
                </>
              )}
            </div>
            <aside className="kh-co-aside" aria-labelledby="co-summary-title">
              <div className="kh-co-card kh-co-summary">
                <h2 id="co-summary-title">{t("cart.summary.title")}</h2>
                <p className="kh-co-muted kh-co-small">
                  {t("cart.summary.items", { count: cart.count ?? cart.items.length })}
                </p>
                <SummaryLines summary={cart.summary} couponCode={couponCode} />
                <p className="kh-co-muted kh-co-small">{t("cart.summary.vatIncluded")}</p>
                {signedIn ? (
                  <>
                    <FieldMessage id="co-form-e" messages={errors.form} />
                    <button
                      id="co-book"
                      type="button"
                      className="kh-button kh-co-book"
                      onClick={() => void book()}
                      disabled={posting || cartApi.busy}
                      aria-busy={posting}
                    >
                      {posting ? t("cart.checkout.booking") : t("cart.checkout.book")}
                    </button>
                    <p className="kh-co-muted kh-co-small">
                      {draft.method === "card"
                        ? t("cart.checkout.cardNext")
                        : draft.method === "wallet"
                          ? t("cart.checkout.walletNext")
                          : t("cart.checkout.cashNext")}
                    </p>
                  </>
                ) : (
                  <p className="kh-co-muted kh-co-small">{t("cart.checkout.signInToBook")}</p>
                )}
              </div>
            </aside>
          </div>
        )}
      </div>
    </main>
  );
}
