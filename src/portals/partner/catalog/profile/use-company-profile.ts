import { type BaseRecord, useInvalidate, useOne } from "@refinedev/core";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { PartnerProfile } from "../../../../features/catalog/types";

/** The company profile: a one-record read of the partner-profile resource (GET partner/profile). */
const PROFILE = { resource: "partner-profile", id: "own" } as const;

/**
 * The signed-in partner's company profile. `saved(next)` shows a save's answer at once and reads the profile again
 * (the answer stands until that read is back).
 */
export function useCompanyProfile() {
  const { i18n } = useTranslation();
  const invalidate = useInvalidate();
  const [fresh, setFresh] = useState<{ profile: PartnerProfile; at: number } | null>(null);
  const { query } = useOne<PartnerProfile & BaseRecord>({
    ...PROFILE,
    meta: { endpoints: { one: ENDPOINTS.catalogProfile }, lang: i18n.language },
    errorNotification: false,
  });
  const saved = useCallback(
    (next: PartnerProfile) => {
      setFresh({ profile: next, at: Date.now() });
      void invalidate({ ...PROFILE, invalidates: ["detail"] });
    },
    [invalidate],
  );
  const read = query.data?.data;
  const profile = fresh && (!read || query.dataUpdatedAt < fresh.at) ? fresh.profile : read;
  return { profile, isLoading: query.isLoading, saved };
}
