import type { ApiSchema } from "../../../api/api-types";

/** A payout (payout/list), its details with every ledger line it pays and the statement block (payout/details/{id}). */
export type Payout = ApiSchema<"Payout">;
export type PayoutDetails = ApiSchema<"PayoutDetails">;
export type PayoutStatement = ApiSchema<"PayoutStatement">;
