import "../../../i18n/modules/partner-dispatch";
import { type HttpError, useCustom, useCustomMutation, useInvalidate, useKeys } from "@refinedev/core";
import { App } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import type { DispatchCalendar, DispatchJob } from "./dispatch-time";
import { RESOURCE } from "./types";

/**
 * The calendar of `from`..`to` (GET partner/booking/calendar). Its query sits under the appointments resource in
 * refine's cache, so an action on a booking anywhere (details, list, this screen) that invalidates the resource
 * refreshes the calendar too.
 */
export function useDispatchCalendar(from: string, to: string) {
  const { i18n } = useTranslation();
  const { keys } = useKeys();
  const { query, result } = useCustom<DispatchCalendar>({
    url: ENDPOINTS.partnerBookingCalendar,
    method: "get",
    config: { query: { from, to } },
    meta: { silent: true },
    errorNotification: false,
    queryOptions: {
      queryKey: [...keys().data().resource(RESOURCE).get(), "calendar", from, to, i18n.language],
      placeholderData: (previous) => previous,
      retry: false,
    },
  });
  return { calendar: query.isSuccess || query.isPlaceholderData ? result.data : undefined, query };
}

/** A refusal of the server, shown until the next attempt or dismissed. */
export interface Refusal {
  jobId: number;
  number: string;
  technician: string;
  reason: string;
}

const firstOf = (value: unknown): string | undefined =>
  Array.isArray(value) ? (value[0] as string | undefined) : typeof value === "string" ? value : undefined;

/**
 * Assigning a job to a technician (POST partner/booking/assign/{id} `{technician_id}`): while the request runs the
 * job is shown in the chosen column (`pending`); on success the appointments resource (calendar, list, details) is
 * read again before the pending move is dropped, on a refusal the job goes back where it was and `refusal` holds
 * the server's reason (the technician's conflict, or the booking's status).
 */
export function useDispatchAssign() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation();
  const [pending, setPending] = useState<{ jobId: number; technicianId: number } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const assign = useCallback(
    async (job: DispatchJob, technician: { id: number; name: string }): Promise<boolean> => {
      if (job.technician_id === technician.id) return true;
      setRefusal(null);
      setPending({ jobId: job.id, technicianId: technician.id });
      const names = { number: job.number, name: technician.name };
      try {
        await mutateAsync({
          url: fillId(ENDPOINTS.partnerBookingAssign, job.id),
          method: "post",
          values: { technician_id: technician.id },
          meta: { silent: true },
          successNotification: false,
          errorNotification: false,
        });
        await invalidate({ resource: RESOURCE, invalidates: ["resourceAll"] });
        message.success(t("partnerDispatch.assign.done", names));
        return true;
      } catch (e) {
        const error = e as HttpError;
        const reason =
          firstOf(error.errors?.technician_id) ?? firstOf(error.errors?.status) ?? error.message ?? String(e);
        setRefusal({ jobId: job.id, number: job.number, technician: technician.name, reason });
        return false;
      } finally {
        setPending(null);
      }
    },
    [invalidate, message, mutateAsync, t],
  );

  return useMemo(() => ({ assign, pending, refusal, dismiss: () => setRefusal(null) }), [assign, pending, refusal]);
}

/** The jobs as shown: a job being assigned sits in the chosen technician's column until the server answers. */
export function withPending(
  jobs: DispatchJob[],
  pending: { jobId: number; technicianId: number } | null,
): Array<DispatchJob & { saving: boolean }> {
  return jobs.map((j) =>
    pending && j.id === pending.jobId
      ? { ...j, technician_id: pending.technicianId, saving: true }
      : { ...j, saving: false },
  );
}
