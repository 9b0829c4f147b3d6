import type { QueryParams } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import type { CurrentLocation } from "../../../state/types";
import { PAGE_SIZE } from "./packages/constants";
import type { PropertyTypeKey } from "./packages/types";

/**
 * The GETs (endpoint, params) that the storefront's most opened pages read as they mount, named once: the pages
 * read them through `useApi`, and the route prefetch (../prefetch.ts) asks for the same ones as soon as the
 * storefront's code has run, so the answers are on their way before React has drawn the page.
 */
type Query = readonly [url: string, params: QueryParams];

/** The home page's sections. */
export const HOME_QUERIES = {
  banners: [ENDPOINTS.storeBanners, {}],
  categories: [ENDPOINTS.storeCategories, { trending: 1, limit: 12 }],
  partners: [ENDPOINTS.storePartners, { sortKey: "average_rating", limit: 8 }],
  packages: [ENDPOINTS.storePackages, { is_handpicked: 1, limit: 6 }],
  services: [ENDPOINTS.storeServices, { trending: 1, limit: 8 }],
} as const satisfies Record<string, Query>;

/** Every category: /categories' grid and /packages' category filter. */
export const ALL_CATEGORIES = [ENDPOINTS.storeCategories, { limit: -1 }] as const satisfies Query;

/** Every partner: /packages' partner filter. */
export const ALL_PARTNERS = [ENDPOINTS.storePartners, { limit: -1 }] as const satisfies Query;

export const PROPERTY_TYPES: PropertyTypeKey[] = ["apartment", "villa", "office"];

/** A positive whole number from the query string, else undefined. */
export const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /packages' filters as its URL holds them. */
export function packageFilters(params: URLSearchParams) {
  const typeParam = params.get("type");
  return {
    page: positive(params.get("page")) ?? 1,
    type: PROPERTY_TYPES.includes(typeParam as PropertyTypeKey) ? (typeParam as PropertyTypeKey) : undefined,
    categoryId: positive(params.get("category_id")),
    partnerId: positive(params.get("partner_id")),
  };
}

/** /packages' list: its filters and, once the visitor has shared one, the location (nearest first). */
export function packageListQuery(params: URLSearchParams, location: CurrentLocation): Query {
  const { page, type, categoryId, partnerId } = packageFilters(params);
  return [
    ENDPOINTS.storePackages,
    {
      page,
      limit: PAGE_SIZE,
      type,
      category_id: categoryId,
      partner_id: partnerId,
      latitude: location.latitude ?? undefined,
      longitude: location.longitude ?? undefined,
      country: location.latitude !== null ? (location.country ?? "AE") : undefined,
    },
  ];
}
