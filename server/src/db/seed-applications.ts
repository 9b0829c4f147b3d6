import fs from "node:fs";
import path from "node:path";
import { BUILT_IN_ROLES } from "../../../common/permissions.js";
import { uaeIbanFor } from "../lib/iban.js";
import { hashPassword } from "../lib/password.js";
import type { ApplicationDocumentType, ApplicationStatus, Database } from "./database.js";

/**
 * Demo partner applications for the admin screens (issue 6): four applicants (Partner Owner, no partner profile)
 * whose applications are submitted, under review, changes requested (with the reviewer's comment) and rejected.
 * The demo applicant (applicant@khidma.test) keeps none: the onboarding e2e starts from an empty wizard.
 * Idempotent: an applicant that exists already is skipped. Every seeded applicant signs in with `Applicant#2026`.
 */

export const SEED_APPLICANT_PASSWORD = "Applicant#2026";

interface SeedApplication {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  status: Exclude<ApplicationStatus, "draft" | "approved">;
  daysAgo: number;
  legal_name_en: string;
  legal_name_ar: string;
  trade_license_number: string;
  trade_license_expiry: string;
  company_type: string;
  trn: string | null;
  bank_name: string;
  bban: string;
  areas: string[];
  services: [category: string, name_en: string, name_ar: string, price_aed: number, minutes: number][];
  /** The reviewer's comment on the status change (changes-requested, rejected). */
  comment?: string;
}

export const SEED_APPLICATIONS: SeedApplication[] = [
  {
    email: "falcon.applicant@khidma.test",
    first_name: "Yousef",
    last_name: "Al Zaabi",
    phone: "+971505550101",
    status: "submitted",
    daysAgo: 2,
    legal_name_en: "Falcon Home Services LLC",
    legal_name_ar: "فالكون للخدمات المنزلية ذ.م.م",
    trade_license_number: "1098765",
    trade_license_expiry: "2027-09-30",
    company_type: "llc",
    trn: "100234567800003",
    bank_name: "Emirates NBD",
    bban: "0260001015555501234",
    areas: ["dubai-marina", "jlt", "jvc", "al-barsha"],
    services: [
      ["home-cleaning", "Home cleaning (2 hours)", "تنظيف المنزل (ساعتان)", 140, 120],
      ["deep-cleaning", "Deep cleaning, 1 bedroom", "تنظيف عميق، غرفة نوم واحدة", 450, 240],
    ],
  },
  {
    email: "oasis.applicant@khidma.test",
    first_name: "Mariam",
    last_name: "Saeed",
    phone: "+971505550102",
    status: "under-review",
    daysAgo: 5,
    legal_name_en: "Blue Oasis Pools Sole Establishment",
    legal_name_ar: "مؤسسة الواحة الزرقاء لحمامات السباحة",
    trade_license_number: "CN-2233445",
    trade_license_expiry: "2026-12-31",
    company_type: "sole-establishment",
    trn: null,
    bank_name: "Abu Dhabi Commercial Bank",
    bban: "0030000123456789012",
    areas: ["khalifa-city", "downtown-dubai"],
    services: [["gardening-landscaping", "Garden maintenance visit", "زيارة صيانة الحديقة", 220, 90]],
  },
  {
    email: "coolfix.applicant@khidma.test",
    first_name: "Arjun",
    last_name: "Menon",
    phone: "+971505550103",
    status: "changes-requested",
    daysAgo: 9,
    legal_name_en: "CoolFix Technical Services FZ-LLC",
    legal_name_ar: "كول فيكس للخدمات الفنية م.م.ح - ذ.م.م",
    trade_license_number: "FZ/45021",
    trade_license_expiry: "2026-11-15",
    company_type: "free-zone-company",
    trn: "100987654300003",
    bank_name: "Mashreq",
    bban: "0330000198765432100",
    areas: ["business-bay", "downtown-dubai", "difc"],
    services: [
      ["ac-maintenance", "AC service (per unit)", "صيانة المكيف (لكل وحدة)", 120, 60],
      ["electrical", "Electrical inspection", "فحص كهربائي", 180, 60],
    ],
    comment: "The VAT certificate is not legible. Please upload a clearer scan and confirm the TRN.",
  },
  {
    email: "quickclean.applicant@khidma.test",
    first_name: "Hassan",
    last_name: "Raza",
    phone: "+971505550104",
    status: "rejected",
    daysAgo: 20,
    legal_name_en: "Quick Clean Branch",
    legal_name_ar: "فرع كويك كلين",
    trade_license_number: "778899",
    trade_license_expiry: "2026-08-01",
    company_type: "branch",
    trn: null,
    bank_name: "First Abu Dhabi Bank",
    bban: "0350000112233445566",
    areas: ["deira"],
    services: [["home-cleaning", "Maid service (4 hours)", "خدمة التنظيف (4 ساعات)", 160, 240]],
    comment:
      "The trade license does not cover cleaning services. You are welcome to apply again with the right activity.",
  },
];

const REVIEWER_EMAIL = "admin@khidma.test";
/** The smallest PDF a viewer opens: what the seeded documents point at when an uploads directory is given. */
const PLACEHOLDER_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

const at = (daysAgo: number, hours = 0) =>
  new Date(Date.now() - daysAgo * 86_400_000 + hours * 3_600_000).toISOString();

/**
 * Seeds the demo applications. `dataDir` (optional): also writes a placeholder PDF per seeded document under
 * `dataDir/uploads`, so the admin screens can open them.
 */
export async function seedApplications(db: Database, dataDir?: string): Promise<void> {
  const role = await db
    .selectFrom("roles")
    .select("id")
    .where("name", "=", BUILT_IN_ROLES.partnerOwner.name)
    .where("partner_id", "is", null)
    .executeTakeFirst();
  if (!role) throw new Error("seedApplications: run seedReferenceData first");
  const reviewer = await db.selectFrom("users").select("id").where("email", "=", REVIEWER_EMAIL).executeTakeFirst();
  const communities = new Map(
    (await db.selectFrom("communities").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  const categories = new Map(
    (await db.selectFrom("categories").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  let passwordHash: string | null = null;

  for (const a of SEED_APPLICATIONS) {
    const existing = await db.selectFrom("users").select("id").where("email", "=", a.email).executeTakeFirst();
    if (existing) continue;
    passwordHash ??= await hashPassword(SEED_APPLICANT_PASSWORD);
    const created = at(a.daysAgo + 1);
    const submitted = at(a.daysAgo);
    const decided = at(a.daysAgo - 1 > 0 ? a.daysAgo - 1 : 0, 2);

    await db.transaction().execute(async (trx) => {
      const { id: userId } = await trx
        .insertInto("users")
        .values({
          first_name: a.first_name,
          last_name: a.last_name,
          email: a.email,
          phone: a.phone,
          password_hash: passwordHash!,
          gender: null,
          user_profile: null,
          email_verified_at: created,
          phone_verified_at: created,
          last_login_at: null,
          status: "active",
          partner_id: null,
          preferred_language: "en",
          created_at: created,
          updated_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("user_roles").values({ user_id: userId, role_id: role.id, is_default: 1 }).execute();

      const final = a.status === "rejected";
      const { id: applicationId } = await trx
        .insertInto("partner_applications")
        .values({
          user_id: userId,
          status: a.status,
          current_step: 5,
          legal_name_en: a.legal_name_en,
          legal_name_ar: a.legal_name_ar,
          trade_license_number: a.trade_license_number,
          trade_license_expiry: a.trade_license_expiry,
          company_type: a.company_type,
          trn: a.trn,
          logo: null,
          contact_person: `${a.first_name} ${a.last_name}`,
          contact_phone: a.phone,
          contact_email: a.email,
          bank_name: a.bank_name,
          iban: uaeIbanFor(a.bban),
          account_name: a.legal_name_en,
          company_completed: 1,
          contact_bank_completed: 1,
          areas_completed: 1,
          services_completed: 1,
          submitted_at: submitted,
          decided_at: final ? decided : null,
          partner_id: null,
          created_at: created,
          updated_at: a.status === "submitted" ? submitted : decided,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      const areaIds = a.areas.map((slug) => communities.get(slug)).filter((id): id is number => id !== undefined);
      if (areaIds.length > 0)
        await trx
          .insertInto("partner_application_areas")
          .values(areaIds.map((community_id) => ({ application_id: applicationId, community_id })))
          .execute();
      const services = a.services.filter(([category]) => categories.has(category));
      if (services.length > 0)
        await trx
          .insertInto("partner_application_services")
          .values(
            services.map(([category, name_en, name_ar, price, minutes], i) => ({
              application_id: applicationId,
              category_id: categories.get(category)!,
              name_en,
              name_ar,
              price_fils: price * 100,
              duration_minutes: minutes,
              sort_order: i + 1,
            })),
          )
          .execute();

      const types: ApplicationDocumentType[] = a.trn
        ? ["trade_license", "vat_certificate", "owner_emirates_id"]
        : ["trade_license", "owner_emirates_id"];
      await trx
        .insertInto("partner_application_documents")
        .values(
          types.map((type) => ({
            application_id: applicationId,
            type,
            path: `/uploads/seed-application-${applicationId}-${type.replace(/_/g, "-")}.pdf`,
            mime: "application/pdf",
            size: PLACEHOLDER_PDF.length,
            original_name: `${type}.pdf`,
            created_at: created,
          })),
        )
        .execute();

      const comments: {
        author_user_id: number | null;
        author_role: "internal" | "partner";
        status: ApplicationStatus;
        comment: string | null;
        created_at: string;
      }[] = [
        { author_user_id: userId, author_role: "partner", status: "submitted", comment: null, created_at: submitted },
      ];
      if (a.status !== "submitted") {
        comments.push({
          author_user_id: reviewer?.id ?? null,
          author_role: "internal",
          status: a.status === "under-review" ? "under-review" : a.status,
          comment: a.comment ?? null,
          created_at: decided,
        });
      }
      await trx
        .insertInto("partner_application_comments")
        .values(comments.map((c) => ({ ...c, application_id: applicationId })))
        .execute();

      if (dataDir) {
        const dir = path.resolve(dataDir, "uploads");
        fs.mkdirSync(dir, { recursive: true });
        for (const type of types) {
          const file = path.join(dir, `seed-application-${applicationId}-${type.replace(/_/g, "-")}.pdf`);
          if (!fs.existsSync(file)) fs.writeFileSync(file, PLACEHOLDER_PDF);
        }
      }
    });
  }
}
