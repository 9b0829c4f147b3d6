import { type BaseRecord, useCustom } from "@refinedev/core";
import { ENDPOINTS } from "../../../api/endpoints";
import type { Technician } from "./types";

/** Active technicians of a partner (with their open jobs), for the approve and assign selects. */
export function useTechnicians(partnerId: number | undefined) {
  const { query } = useCustom<Technician[] & BaseRecord>({
    url: ENDPOINTS.adminTechnicians,
    method: "get",
    config: { query: { partner_id: partnerId } },
    queryOptions: { enabled: partnerId !== undefined },
    errorNotification: false,
  });
  return {
    data: query.data ? ((query.data.data as Technician[] | undefined) ?? []) : undefined,
    isLoading: query.isLoading,
    isSuccess: query.isSuccess,
  };
}
