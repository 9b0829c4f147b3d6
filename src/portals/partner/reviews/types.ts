import type { ApiSchema } from "../../../api/api-types";

/** A review as the partner sees it (partner/review/list), with both replies. */
export type PartnerReview = ApiSchema<"PartnerReview">;
