import { type Kysely, sql } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/** The company types an applicant chooses from (admins manage them later: company-type permissions). */
export const COMPANY_TYPES: [key: string, name_en: string, name_ar: string][] = [
  ["llc", "LLC", "شركة ذات مسؤولية محدودة"],
  ["sole-establishment", "Sole Establishment", "مؤسسة فردية"],
  ["free-zone-company", "Free Zone Company", "شركة منطقة حرة"],
  ["branch", "Branch", "فرع"],
  ["civil-company", "Civil Company", "شركة مدنية"],
];

/**
 * Partner onboarding (issue 6): a partner applicant's application (company, contact and bank, documents,
 * serviceable areas, services offered), its status history as a comments thread, and the company types.
 * Approval creates the partner profile (partners, partner_communities, services) and sets users.partner_id.
 * Dates are `YYYY-MM-DD`, times ISO-8601 UTC text, money integer fils, flags 0/1.
 */
export const migration007PartnerApplications: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const table = (name: string) => withId(db.schema.createTable(name).ifNotExists(), driver);
    const index = async (name: string, on: string, columns: string[], unique = false) => {
      let b = db.schema.createIndex(name).ifNotExists().on(on).columns(columns);
      if (unique) b = b.unique();
      await b.execute();
    };

    await table("company_types")
      .addColumn("key", "text", (c) => c.notNull().unique())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .execute();
    for (const [i, [key, name_en, name_ar]] of COMPANY_TYPES.entries()) {
      await sql`insert into company_types (key, name_en, name_ar, sort_order, status)
        values (${key}, ${name_en}, ${name_ar}, ${i + 1}, 'active')`.execute(db);
    }

    await table("partner_applications")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      // draft | submitted | under-review | changes-requested | approved | rejected
      .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
      // index of the first incomplete step (company, contact_bank, documents, areas, services); 5 = all complete
      .addColumn("current_step", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("legal_name_en", "text")
      .addColumn("legal_name_ar", "text")
      .addColumn("trade_license_number", "text")
      .addColumn("trade_license_expiry", "text") // YYYY-MM-DD
      .addColumn("company_type", "text") // company_types.key
      .addColumn("trn", "text") // 15 digits, null when not VAT registered
      .addColumn("logo", "text") // /uploads/...
      .addColumn("contact_person", "text")
      .addColumn("contact_phone", "text") // +9715XXXXXXXX
      .addColumn("contact_email", "text")
      .addColumn("bank_name", "text")
      .addColumn("iban", "text") // AE + 21 digits, no spaces
      .addColumn("account_name", "text")
      .addColumn("company_completed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("contact_bank_completed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("areas_completed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("services_completed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("submitted_at", "text")
      .addColumn("decided_at", "text")
      .addColumn("partner_id", "integer", (c) => c.references("partners.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await index("partner_applications_user", "partner_applications", ["user_id"]);
    await index("partner_applications_status", "partner_applications", ["status"]);

    await db.schema
      .createTable("partner_application_areas")
      .ifNotExists()
      .addColumn("application_id", "integer", (c) =>
        c.notNull().references("partner_applications.id").onDelete("cascade"),
      )
      .addColumn("community_id", "integer", (c) => c.notNull().references("communities.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("partner_application_areas_pk", ["application_id", "community_id"])
      .execute();

    await table("partner_application_services")
      .addColumn("application_id", "integer", (c) =>
        c.notNull().references("partner_applications.id").onDelete("cascade"),
      )
      .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id"))
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("price_fils", "integer", (c) => c.notNull()) // incl. VAT
      .addColumn("duration_minutes", "integer", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await index("partner_application_services_app", "partner_application_services", ["application_id"]);

    await table("partner_application_documents")
      .addColumn("application_id", "integer", (c) =>
        c.notNull().references("partner_applications.id").onDelete("cascade"),
      )
      .addColumn("type", "text", (c) => c.notNull()) // trade_license | vat_certificate | insurance | owner_emirates_id
      .addColumn("path", "text", (c) => c.notNull()) // /uploads/...
      .addColumn("mime", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("partner_application_documents_app_type", "partner_application_documents", ["application_id", "type"]);

    await table("partner_application_comments")
      .addColumn("application_id", "integer", (c) =>
        c.notNull().references("partner_applications.id").onDelete("cascade"),
      )
      .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("author_role", "text", (c) => c.notNull()) // internal | partner
      .addColumn("status", "text") // the status the application was set to, null for a plain comment
      .addColumn("comment", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("partner_application_comments_app", "partner_application_comments", ["application_id"]);
  },
  async down(db: Kysely<unknown>) {
    for (const name of [
      "partner_application_comments",
      "partner_application_documents",
      "partner_application_services",
      "partner_application_areas",
      "partner_applications",
      "company_types",
    ]) {
      await db.schema.dropTable(name).ifExists().execute();
    }
  },
};
