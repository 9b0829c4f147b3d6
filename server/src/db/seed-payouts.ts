import { uaeIbanFor } from "../lib/iban.js";
import type { Database } from "./database.js";

/**
 * The demo partner's bank details for payouts (issue 17c): payouts read the IBAN and account name from the partner's
 * approved application, so Sparkle Cleaning (partner@khidma.test's company) gets one, approved, with a valid UAE IBAN
 * and a TRN (its statements are self-billed tax invoices). Idempotent: skipped when the partner has an approved one.
 */
/** The demo partner's names (seed.ts's SPARKLE, passed in: this module is imported by seed.ts). */
export interface SeedPartner {
  slug: string;
  name_en: string;
  name_ar: string;
}

export async function seedPartnerBank(db: Database, demo: SeedPartner): Promise<void> {
  const partner = await db.selectFrom("partners").select("id").where("slug", "=", demo.slug).executeTakeFirst();
  // filed under the company's technician account: partner@khidma.test keeps no application of its own, so its
  // onboarding screen still says the company already has a profile (tests/server/applications.test.ts)
  const filer = await db.selectFrom("users").select("id").where("email", "=", "tech@khidma.test").executeTakeFirst();
  if (!partner || !filer) return;
  const existing = await db
    .selectFrom("partner_applications")
    .select("id")
    .where("partner_id", "=", partner.id)
    .where("status", "=", "approved")
    .executeTakeFirst();
  if (existing) return;
  const at = "2025-01-15T08:00:00.000Z";
  await db
    .insertInto("partner_applications")
    .values({
      user_id: filer.id,
      status: "approved",
      current_step: 5,
      legal_name_en: demo.name_en,
      legal_name_ar: demo.name_ar,
      trade_license_number: "1045678",
      trade_license_expiry: "2027-12-31",
      company_type: "llc",
      trn: "100398765400003",
      logo: null,
      contact_person: "Rashid Al Falasi",
      contact_phone: "+971502345678",
      contact_email: "partner@khidma.test",
      bank_name: "Emirates NBD",
      iban: uaeIbanFor("0260001012345678901"),
      account_name: demo.name_en,
      company_completed: 1,
      contact_bank_completed: 1,
      areas_completed: 1,
      services_completed: 1,
      submitted_at: at,
      decided_at: at,
      partner_id: partner.id,
      created_at: at,
      updated_at: at,
    })
    .execute();
}
