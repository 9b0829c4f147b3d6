import { useEffect } from "react";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { StripDate, StripDay, StripSlot } from "../../../../components/storefront/ui/date-strip";
import { useApi } from "../../../../lib/use-api";
import type { Draft } from "./checkout-draft";

interface AvailableDates {
  dates: StripDate[];
}
interface TimeSlots extends StripDay {
  duration_minutes: number;
  slots: Array<StripSlot & { start: string; end: string }>;
}

/**
 * The provider's open dates and the chosen date's time slots. A date that is no longer offered (or none yet) moves
 * to the first available one; a chosen time that the date does not offer (or that filled up) is dropped.
 */
export function useSchedule({
  ready,
  partnerId,
  duration,
  draft,
  patch,
}: {
  ready: boolean;
  partnerId: number | null;
  duration: number | undefined;
  draft: Draft;
  patch: (p: Partial<Draft>) => void;
}) {
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

  return { dates, slots, dateList, day };
}

export type Schedule = ReturnType<typeof useSchedule>;
