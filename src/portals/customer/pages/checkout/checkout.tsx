import "../../../../i18n/modules/cart";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS } from "../../../../api/endpoints";
import { AddressPicker } from "../../../../components/storefront/address-picker";
import { EmptyState, ErrorState } from "../../../../components/storefront/cards/empty-state";
import { useCart } from "../../../../lib/cart";
import { useApi } from "../../../../lib/use-api";
import { useKhidmaStore } from "../../../../state";
import { CartSection } from "./cart-section";
import { useDraft } from "./checkout-draft";
import { CouponField } from "./coupon-field";
import { GuestGate } from "./guest-gate";
import { NotesSection } from "./notes-section";
import { PaymentMethods, type WalletBalance } from "./payment-methods";
import type { Photo } from "./photos-field";
import { ScheduleSection } from "./schedule-section";
import { SummaryAside } from "./summary-aside";
import { useBooking } from "./use-booking";
import { useSchedule } from "./use-schedule";
import "./checkout.css";

/** /checkout: the cart, then (signed in) address, date and time, notes and photos, coupon, payment; then Book. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const signedIn = userId !== null;
  const cartApi = useCart();
  const { cart } = cartApi;
  const { draft, patch } = useDraft(userId);
  const [photos, setPhotos] = useState<Photo[]>([]);

  const hasItems = !!cart && cart.items.length > 0;
  const partnerId = cart?.partner?.id ?? null;
  const duration = cart?.duration_minutes || undefined;
  const ready = signedIn && hasItems && partnerId !== null;

  const schedule = useSchedule({ ready, partnerId, duration, draft, patch });
  const wallet = useApi<WalletBalance>(signedIn ? ENDPOINTS.walletBalance : null, {}, { staleTime: 0 });
  const { errors, slotNotice, setSlotNotice, posting, clearError, book } = useBooking({
    cart,
    cartApi,
    draft,
    photos,
    schedule,
  });

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
                  <ScheduleSection
                    schedule={schedule}
                    draft={draft}
                    errors={errors}
                    slotNotice={slotNotice}
                    onDate={(date) => {
                      patch({ date, time: "" });
                      setSlotNotice(null);
                      clearError("date");
                    }}
                    onTime={(time) => {
                      patch({ time });
                      setSlotNotice(null);
                      clearError("time");
                    }}
                  />
                  <NotesSection
                    notes={draft.notes}
                    onNotes={(notes) => {
                      patch({ notes });
                      clearError("notes");
                    }}
                    photos={photos}
                    onPhotos={(next) => {
                      setPhotos(next);
                      clearError("photos");
                    }}
                    errors={errors}
                  />
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
            <SummaryAside
              cart={cart}
              signedIn={signedIn}
              method={draft.method}
              formErrors={errors.form}
              posting={posting}
              disabled={posting || cartApi.busy}
              onBook={() => void book()}
            />
          </div>
        )}
      </div>
    </main>
  );
}
