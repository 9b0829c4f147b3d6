import { type BaseRecord, useInvalidate, useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import type { PackageDuration, PackagePrice } from "../types";

/** refine resource names of a package's durations and prices (no screen of their own: their endpoints go in meta). */
export const DURATIONS = "catalog-package-durations";
export const PRICES = "catalog-package-prices";

export const DURATION_ENDPOINTS = { list: ENDPOINTS.catalogDurations, delete: ENDPOINTS.catalogDurationDelete };

/** The package's durations, months ascending: GET package/duration?package_id=…&limit=-1&sortKey=months&sortVal=asc. */
export function useDurations(packageId: number | string) {
  const { i18n } = useTranslation();
  const { query } = useList<PackageDuration & BaseRecord>({
    resource: DURATIONS,
    pagination: { mode: "off" },
    sorters: [{ field: "months", order: "asc" }],
    filters: [{ field: "package_id", operator: "eq", value: packageId }],
    meta: { endpoints: DURATION_ENDPOINTS, language: i18n.language },
    errorNotification: false,
  });
  return { isLoading: query.isLoading, data: query.data?.data as PackageDuration[] | undefined };
}

/** One duration's prices: GET get/duration/pricing?package_id=…&package_duration_id=…&limit=-1. */
export function useDurationPrices(packageId: number, durationId: number | undefined) {
  const { i18n } = useTranslation();
  const { query } = useList<PackagePrice & BaseRecord>({
    resource: PRICES,
    pagination: { mode: "off" },
    filters: [
      { field: "package_id", operator: "eq", value: packageId },
      { field: "package_duration_id", operator: "eq", value: durationId },
    ],
    meta: { endpoints: { list: ENDPOINTS.catalogDurationPricing }, language: i18n.language },
    queryOptions: { enabled: durationId !== undefined },
    errorNotification: false,
  });
  return { isLoading: query.isLoading, data: query.data?.data as PackagePrice[] | undefined };
}

/** Reads a package's durations and prices again (a duration's price count and the prices go together). */
export function useRefreshPackageTerms() {
  const invalidate = useInvalidate();
  return () => Promise.all([DURATIONS, PRICES].map((resource) => invalidate({ resource, invalidates: ["list"] })));
}
