import { group, type ManifestEntry } from "../../../config/screens";
import { reportScreens } from "../../../features/reports/screens";

/**
 * The admin's reports (issue 19) in the Reports menu group, declared by `reportScreens` (src/features/reports): one
 * resource per report (`admin-report-<name>`, path `reports/<name>`), read with `read-<name>-report`, exported (CSV)
 * with `export-<name>-report`. Each screen is a one-liner rendering the shared `ReportScreen` with the report's spec;
 * its own lazy chunk.
 */
export const reportsScreens: ManifestEntry[] = [
  group("reports", "reports.nav.group", "reports"),
  ...reportScreens("admin", {
    sales: { label: "reports.nav.sales", load: () => import("./sales-report") },
    appointments: { label: "reports.nav.appointments", load: () => import("./appointments-report") },
    ratings: { label: "reports.nav.ratings", load: () => import("./ratings-report") },
    packages: { label: "reports.nav.packages", load: () => import("./packages-report") },
    promotions: { label: "reports.nav.promotions", load: () => import("./promotions-report") },
    contracts: { label: "reports.nav.contracts", load: () => import("./contracts-report") },
    offers: { label: "reports.nav.offers", load: () => import("./offers-report") },
  }),
];
