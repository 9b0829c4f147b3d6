import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { DbDriver } from "../../config.js";
import { migration001Core } from "./001_core.js";
import { migration002Catalog } from "./002_catalog.js";
import { migration003Preferences } from "./003_preferences.js";
import { migration004Support } from "./004_support.js";
import { migration005Addresses } from "./005_addresses.js";
import { migration006Commerce } from "./006_commerce.js";
import { migration007PartnerApplications } from "./007_partner_applications.js";
import { migration008PackageComments } from "./008_package_comments.js";
import { migration011AdminAppointments } from "./011_admin_appointments.js";
import { migration012AdminCatalog } from "./012_admin_catalog.js";
import { migration013SecurityLimits } from "./013_security_limits.js";
import { migration014SecurityData } from "./014_security_data.js";
import { migration015CatalogPerformance } from "./015_catalog_performance.js";
import { migration016AdminListPerformance } from "./016_admin_list_performance.js";
import { migration017TeamSchedule } from "./017_team_schedule.js";
import { migration018ScheduleData } from "./018_schedule_data.js";
import { migration019PartnerBookings } from "./019_partner_bookings.js";
import { migration020QuotationsReports } from "./020_quotations_reports.js";
import { migration021Reviews } from "./021_reviews.js";
import { migration022PackageVisits } from "./022_package_visits.js";
import { migration023NotificationOrder } from "./023_notification_order.js";
import { migration024HistoryNoteAr } from "./024_history_note_ar.js";
import { migration025CouponAdmin } from "./025_coupon_admin.js";
import { migration026CouponRules } from "./026_coupon_rules.js";
import { migration027Ledger } from "./027_ledger.js";
import { migration028Payouts } from "./028_payouts.js";
import { migration029JobTypes } from "./029_job_types.js";
import { migration031AuditLogSearch } from "./031_audit_log_search.js";
import { migration032SupportAssign } from "./032_support_assign.js";
import { migration033Announcements } from "./033_announcements.js";
import { migration034Help } from "./034_help.js";
import { migration035TenantEdit } from "./035_tenant_edit.js";
import { migration036Kpi } from "./036_kpi.js";
import { migration037KpiReports } from "./037_kpi_reports.js";
import { migration038ReportIndexes } from "./038_report_indexes.js";
import { migration039ReportIndexes } from "./039_report_indexes.js";
import { migration040RatingReportIndexes } from "./040_rating_report_indexes.js";
import { migration041CouponStacking } from "./041_coupon_stacking.js";
import { migration042SupplyVat } from "./042_supply_vat.js";
import { migration043ReportCounters } from "./043_report_counters.js";
import { migration045PartnerFigureIndexes } from "./045_partner_figure_indexes.js";
import { migration046BookingSearchIndexes } from "./046_booking_search_indexes.js";
import type { AppMigration } from "./helpers.js";

/** Every migration, in order. Later issues append here (002_..., 003_...). Never rename or reorder. */
export const MIGRATIONS: [name: string, migration: AppMigration][] = [
  ["001_core", migration001Core],
  ["002_catalog", migration002Catalog],
  ["003_preferences", migration003Preferences],
  ["004_support", migration004Support],
  ["005_addresses", migration005Addresses],
  ["006_commerce", migration006Commerce],
  ["007_partner_applications", migration007PartnerApplications],
  ["008_package_comments", migration008PackageComments],
  ["011_admin_appointments", migration011AdminAppointments],
  ["012_admin_catalog", migration012AdminCatalog],
  ["013_security_limits", migration013SecurityLimits],
  ["014_security_data", migration014SecurityData],
  ["015_catalog_performance", migration015CatalogPerformance],
  ["016_admin_list_performance", migration016AdminListPerformance],
  ["017_team_schedule", migration017TeamSchedule],
  ["018_schedule_data", migration018ScheduleData],
  ["019_partner_bookings", migration019PartnerBookings],
  ["020_quotations_reports", migration020QuotationsReports],
  ["021_reviews", migration021Reviews],
  ["022_package_visits", migration022PackageVisits],
  ["023_notification_order", migration023NotificationOrder],
  ["024_history_note_ar", migration024HistoryNoteAr],
  ["025_coupon_admin", migration025CouponAdmin],
  ["026_coupon_rules", migration026CouponRules],
  ["027_ledger", migration027Ledger],
  ["028_payouts", migration028Payouts],
  ["029_job_types", migration029JobTypes],
  ["031_audit_log_search", migration031AuditLogSearch],
  ["032_support_assign", migration032SupportAssign],
  ["033_announcements", migration033Announcements],
  ["034_help", migration034Help],
  ["035_tenant_edit", migration035TenantEdit],
  ["036_kpi", migration036Kpi],
  ["037_kpi_reports", migration037KpiReports],
  ["038_report_indexes", migration038ReportIndexes],
  ["039_report_indexes", migration039ReportIndexes],
  ["040_rating_report_indexes", migration040RatingReportIndexes],
  ["041_coupon_stacking", migration041CouponStacking],
  ["042_supply_vat", migration042SupplyVat],
  ["043_report_counters", migration043ReportCounters],
  ["045_partner_figure_indexes", migration045PartnerFigureIndexes],
  ["046_booking_search_indexes", migration046BookingSearchIndexes],
];

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly driver: DbDriver) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of MIGRATIONS) {
      out[name] = {
        up: (db) => m.up(db, this.driver),
        down: m.down ? (db) => m.down!(db, this.driver) : undefined,
      };
    }
    return out;
  }
}

/** Runs every pending migration; throws on failure. Safe to call on every start. */
export async function migrateToLatest<T>(db: Kysely<T>, driver: DbDriver): Promise<string[]> {
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: new InCodeMigrationProvider(driver),
    // migrations are numbered when an issue starts, so one may land after a higher number already ran on a
    // developer's database (029 after 031): run it then instead of refusing to start
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
