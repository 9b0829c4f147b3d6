import { BUILT_IN_ROLES, PERMISSION_MODULES } from "../../../common/permissions.js";
import { hashPassword } from "../lib/password.js";
import { ensureDefaultCommission } from "../modules/ledger/commission.js";
import { backfillLedger } from "../modules/ledger/sync.js";
import { ensurePartnerTeams } from "../modules/team/roles.js";
import { type Database, nowIso } from "./database.js";
import { recomputeCatalogAggregates } from "./migrations/015_catalog_performance.js";
import { seedApplications } from "./seed-applications.js";
import { seedBookings } from "./seed-bookings.js";
import { seedCatalog } from "./seed-catalog.js";
import { seedCoupons } from "./seed-coupons.js";
import { seedJobTypes } from "./seed-job-types.js";
import { seedPartnerBank } from "./seed-payouts.js";

export const SPARKLE = { slug: "sparkle-cleaning", name_en: "Sparkle Cleaning LLC", name_ar: "سباركل للتنظيف ذ.م.م" };

export const DEMO_ACCOUNTS = [
  {
    email: "admin@khidma.test",
    password: "Admin#2026",
    first_name: "Omar",
    last_name: "Al Mansoori",
    phone: "+971500000001",
    gender: "male",
    role: BUILT_IN_ROLES.admin.name,
    partner: false,
  },
  {
    email: "support@khidma.test",
    password: "Support#2026",
    first_name: "Fatima",
    last_name: "Al Hashimi",
    phone: "+971500000002",
    gender: "female",
    role: BUILT_IN_ROLES.support.name,
    partner: false,
  },
  {
    email: "partner@khidma.test",
    password: "Partner#2026",
    first_name: "Rashid",
    last_name: "Al Falasi",
    phone: "+971502345678",
    gender: "male",
    role: BUILT_IN_ROLES.partnerOwner.name,
    partner: true,
  },
  {
    email: "tech@khidma.test",
    password: "Tech#2026",
    first_name: "Imran",
    last_name: "Qureshi",
    phone: "+971503456789",
    gender: "male",
    role: BUILT_IN_ROLES.technician.name,
    partner: true,
  },
  {
    email: "applicant@khidma.test",
    password: "Applicant#2026",
    first_name: "Layla",
    last_name: "Haddad",
    phone: "+971504567890",
    gender: "female",
    role: BUILT_IN_ROLES.partnerOwner.name,
    partner: false,
  },
  {
    email: "customer@khidma.test",
    password: "Customer#2026",
    first_name: "Aisha",
    last_name: "Khan",
    phone: "+971501234567",
    gender: "female",
    role: BUILT_IN_ROLES.user.name,
    partner: false,
  },
] as const;

export const SEED_CONFIGURATIONS: Record<string, unknown> = {
  app_name: "Khidma",
  app_version: "0.1.0",
  currency: "AED",
  country: "AE",
  country_code: "+971",
  timezone: "Asia/Dubai",
  default_language: "en",
  languages: ["en", "ar"],
  vat_percentage: 5,
  prices_include_vat: true,
  default_date_format: "DD-MM-YYYY",
  default_time_format: "hh:mm A",
  default_page_size: 10,
  otp_length: 6,
  otp_expires_in: 600,
};

export const SEED_MASTER_SETTINGS: Record<string, unknown> = {
  company_name: "Khidma Technologies LLC",
  support_email: "support@khidma.ae",
  support_phone: "+971 4 555 0100",
  whatsapp: "+971 50 555 0100",
  address: "Office 1204, Bay Square Building 5, Business Bay, Dubai, United Arab Emirates",
  trn: "100123456700003",
  app_store_url: "https://apps.apple.com/ae/app/khidma/id0000000000",
  play_store_url: "https://play.google.com/store/apps/details?id=ae.khidma.app",
  facebook_url: "https://www.facebook.com/khidma.ae",
  instagram_url: "https://www.instagram.com/khidma.ae",
  x_url: "https://x.com/khidma_ae",
  linkedin_url: "https://www.linkedin.com/company/khidma-ae",
};

export const SEED_SETTINGS: Record<string, unknown> = {
  default_date_format: "DD-MM-YYYY",
  default_time_format: "hh:mm A",
  timezone: "Asia/Dubai",
  currency: "AED",
  pricing_and_taxes: { vat_percentage: 5, prices_include_vat: true, currency: "AED" },
  loyalty: { points_per_aed: 0.1, aed_per_point: 0.05, min_redeem_points: 100 },
  cancellation: { free_hours: 12, late_hours: 2, late_percent: 25, very_late_percent: 50, missed_percent: 100 },
  // days a ledger line stays pending (disputes) before it is available for a payout (issue 17b)
  payout_hold_days: 3,
};

type StatusSeed = [name: string, en: string, ar: string];
export const SEED_STATUSES: Record<string, StatusSeed[]> = {
  booking: [
    ["requested", "Requested", "مطلوب"],
    ["confirmed", "Confirmed", "مؤكد"],
    ["technician-assigned", "Technician Assigned", "تم تعيين الفني"],
    ["on-the-way", "On the Way", "في الطريق"],
    ["in-progress", "In Progress", "قيد التنفيذ"],
    ["completed", "Completed", "مكتمل"],
    ["cancelled", "Cancelled", "ملغي"],
    ["declined", "Declined", "مرفوض"],
    ["no-show", "No-show", "عدم حضور"],
  ],
  package: [
    ["pending", "Pending", "قيد الانتظار"],
    ["approved", "Approved", "معتمد"],
    ["rejected", "Rejected", "مرفوض"],
    ["changes-requested", "Changes Requested", "مطلوب تعديلات"],
  ],
  application: [
    ["draft", "Draft", "مسودة"],
    ["submitted", "Submitted", "مقدم"],
    ["under-review", "Under Review", "قيد المراجعة"],
    ["changes-requested", "Changes Requested", "مطلوب تعديلات"],
    ["approved", "Approved", "مقبول"],
    ["rejected", "Rejected", "مرفوض"],
  ],
  payment: [
    ["pending", "Pending", "قيد الانتظار"],
    ["paid", "Paid", "مدفوع"],
    ["failed", "Failed", "فشل"],
    ["refunded", "Refunded", "مسترد"],
  ],
};

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

async function upsertKeyValues(
  db: Database,
  table: "configurations" | "master_settings" | "settings",
  values: Record<string, unknown>,
) {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto(table)
      .values({ key, value: JSON.stringify(value) })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  }
}

/** Reference data only (permissions, built-in roles, statuses, configuration); safe to run on every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  // Built-in roles get a catalogue permission only when the role or the permission is new: once an admin has
  // edited a role in the permission matrix, a restart must not hand back what was taken away.
  const known = new Set((await db.selectFrom("permissions").select("name").execute()).map((p) => p.name));
  for (const m of PERMISSION_MODULES) {
    for (const name of m.permissions) {
      await db
        .insertInto("permissions")
        .values({ name, module: m.module })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    }
  }
  const permissionIds = new Map(
    (await db.selectFrom("permissions").select(["id", "name"]).execute()).map((p) => [p.name, p.id]),
  );

  for (const role of Object.values(BUILT_IN_ROLES)) {
    let row = await db
      .selectFrom("roles")
      .select("id")
      .where("name", "=", role.name)
      .where("partner_id", "is", null)
      .executeTakeFirst();
    const isNew = row === undefined;
    row ??= await db
      .insertInto("roles")
      .values({ name: role.name, type: role.type, partner_id: null, is_system: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const perm of role.permissions) {
      const permissionId = permissionIds.get(perm);
      if (permissionId === undefined) throw new Error(`Role ${role.name}: unknown permission ${perm}`);
      if (!isNew && known.has(perm)) continue;
      await db
        .insertInto("role_permissions")
        .values({ role_id: row.id, permission_id: permissionId })
        .onConflict((oc) => oc.columns(["role_id", "permission_id"]).doNothing())
        .execute();
    }
  }

  for (const [type, list] of Object.entries(SEED_STATUSES)) {
    for (const [name, display_name, display_name_ar] of list) {
      await db
        .insertInto("statuses")
        .values({ type, name, display_name, display_name_ar })
        .onConflict((oc) => oc.columns(["type", "name"]).doNothing())
        .execute();
    }
  }

  await upsertKeyValues(db, "configurations", SEED_CONFIGURATIONS);
  await upsertKeyValues(db, "master_settings", SEED_MASTER_SETTINGS);
  await upsertKeyValues(db, "settings", SEED_SETTINGS);
  // the default commission rate (15% from 2000-01-01), once (issue 17b)
  await ensureDefaultCommission(db);
  // the job types (issue 18a)
  await seedJobTypes(db);
}

/** Idempotent demo seed: reference data, the Sparkle partner, the six demo accounts and the demo catalog. */
export async function seed(db: Database, options: { dataDir?: string } = {}): Promise<void> {
  await seedReferenceData(db);
  const now = nowIso();

  await db
    .insertInto("partners")
    .values({
      ...SPARKLE,
      email: "hello@sparkle-cleaning.ae",
      phone: "+97145550199",
      status: "active",
      created_at: now,
    })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
  const sparkle = await db
    .selectFrom("partners")
    .select("id")
    .where("slug", "=", SPARKLE.slug)
    .executeTakeFirstOrThrow();

  const roles = new Map(
    (await db.selectFrom("roles").select(["id", "name"]).where("partner_id", "is", null).execute()).map((r) => [
      r.name,
      r.id,
    ]),
  );
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));

  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const existing = await db.selectFrom("users").select("id").where("email", "=", a.email).executeTakeFirst();
    if (existing) continue;
    const { id } = await db
      .insertInto("users")
      .values({
        first_name: a.first_name,
        last_name: a.last_name,
        email: a.email,
        phone: a.phone,
        password_hash: hashes[i],
        gender: a.gender,
        user_profile: null,
        email_verified_at: now,
        phone_verified_at: now,
        last_login_at: null,
        status: "active",
        partner_id: a.partner ? sparkle.id : null,
        preferred_language: "en",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const roleId = roles.get(a.role);
    if (roleId === undefined) throw new Error(`Unknown role ${a.role}`);
    await db.insertInto("user_roles").values({ user_id: id, role_id: roleId, is_default: 1 }).execute();
  }

  await seedCatalog(db);
  await seedJobTypes(db, { classify: true }); // the demo services get their job types (issue 18a)
  // stored catalog aggregates (migration 015) of the packages the demo catalog inserted
  await recomputeCatalogAggregates(db);
  await seedCommerceTopUp(db, options.dataDir);
}

/**
 * Demo rows of the later releases (applications, coupons, bookings), each idempotent: run on every start of an
 * existing database too, so a database seeded by an earlier version gains them.
 */
export async function seedCommerceTopUp(db: Database, dataDir?: string): Promise<void> {
  await seedApplications(db, dataDir);
  // the demo partner's approved application: the IBAN its payouts go to (issue 17c)
  await seedPartnerBank(db, SPARKLE);
  await seedCoupons(db);
  await seedBookings(db);
  // every partner's own Partner Owner, Dispatcher and Technician roles, its users moved to them (issue 15)
  await ensurePartnerTeams(db);
  // the partner ledger of the bookings and package visits there are, the demo partner's included (issue 17b)
  await backfillLedger(db);
}
