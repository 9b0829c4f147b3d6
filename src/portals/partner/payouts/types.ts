/** The payout types the partner screens read (generated from the server's OpenAPI document). */
export type { Payout, PayoutDetails, PayoutStatement } from "../../../features/money/types";
