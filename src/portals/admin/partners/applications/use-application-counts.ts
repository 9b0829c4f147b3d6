import { type BaseRecord, keys, useCustom, useInvalidate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { ApplicationCounts } from "../types";

/** The applications resource (screens.ts); its counts are cached under its list key, so one invalidation reads both. */
export const APPLICATIONS = "admin-applications";

/** How many applications each tab holds (GET admin/application/counts). */
export function useApplicationCounts() {
  const { i18n } = useTranslation();
  const { query } = useCustom<ApplicationCounts & BaseRecord>({
    url: ENDPOINTS.adminApplicationCounts,
    method: "get",
    meta: { language: i18n.language },
    queryOptions: {
      queryKey: keys()
        .data()
        .resource(APPLICATIONS)
        .action("list")
        .params({ counts: true, language: i18n.language })
        .get(),
    },
    errorNotification: false,
  });
  return query.data?.data as ApplicationCounts | undefined;
}

/** Reads the applications' lists, tab counts and details again (after a decision). */
export function useRefreshApplications() {
  const invalidate = useInvalidate();
  return () => invalidate({ resource: APPLICATIONS, invalidates: ["resourceAll"] });
}
