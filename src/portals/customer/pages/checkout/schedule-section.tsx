import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../../components/storefront/cards/empty-state";
import { DateStrip, dayClosure, SlotPicker } from "../../../../components/storefront/ui/date-strip";
import type { Draft } from "./checkout-draft";
import type { Schedule } from "./use-schedule";

/** "When": the provider's next open dates, then the chosen date's time slots. */
export function ScheduleSection({
  schedule: { dates, slots, dateList, day },
  draft,
  errors,
  slotNotice,
  onDate,
  onTime,
}: {
  schedule: Schedule;
  draft: Draft;
  errors: Record<string, string[]>;
  slotNotice: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}) {
  const { t } = useTranslation();
  return (
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
          onChange={onDate}
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
          onChange={onTime}
          errors={errors.time}
          notice={slotNotice}
        />
      ) : null}
    </section>
  );
}
