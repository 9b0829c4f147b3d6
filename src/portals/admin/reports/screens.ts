import { group, type ManifestEntry, resource } from "../../../config/screens";

/**
 * The admin's reports (issue 19), in the Reports menu group: one resource per report (`admin-report-<name>`, path
 * `reports/<name>`), read with `read-<name>-report`, exported (CSV) with `export-<name>-report`. Each screen is a
 * one-liner rendering the shared `ReportScreen` (src/features/reports) with the report's spec; its own lazy chunk.
 */
export const reportsScreens: ManifestEntry[] = [
  group("reports", "reports.nav.group", "reports"),
  resource({
    name: "report-sales",
    identifier: "admin-report-sales",
    label: "reports.nav.sales",
    icon: "reports",
    group: "reports",
    route: "reports/sales",
    permissions: { list: "read-sales-report", export: "export-sales-report" },
    screens: { list: { title: "titles.reportSales", load: () => import("./sales-report") } },
  }),
  resource({
    name: "report-appointments",
    identifier: "admin-report-appointments",
    label: "reports.nav.appointments",
    icon: "reports",
    group: "reports",
    route: "reports/appointments",
    permissions: { list: "read-appointments-report", export: "export-appointments-report" },
    screens: { list: { title: "titles.reportAppointments", load: () => import("./appointments-report") } },
  }),
  resource({
    name: "report-ratings",
    identifier: "admin-report-ratings",
    label: "reports.nav.ratings",
    icon: "reports",
    group: "reports",
    route: "reports/ratings",
    permissions: { list: "read-ratings-report", export: "export-ratings-report" },
    screens: { list: { title: "titles.reportRatings", load: () => import("./ratings-report") } },
  }),
  resource({
    name: "report-packages",
    identifier: "admin-report-packages",
    label: "reports.nav.packages",
    icon: "reports",
    group: "reports",
    route: "reports/packages",
    permissions: { list: "read-packages-report", export: "export-packages-report" },
    screens: { list: { title: "titles.reportPackages", load: () => import("./packages-report") } },
  }),
  resource({
    name: "report-promotions",
    identifier: "admin-report-promotions",
    label: "reports.nav.promotions",
    icon: "reports",
    group: "reports",
    route: "reports/promotions",
    permissions: { list: "read-promotions-report", export: "export-promotions-report" },
    screens: { list: { title: "titles.reportPromotions", load: () => import("./promotions-report") } },
  }),
  resource({
    name: "report-contracts",
    identifier: "admin-report-contracts",
    label: "reports.nav.contracts",
    icon: "reports",
    group: "reports",
    route: "reports/contracts",
    permissions: { list: "read-contracts-report", export: "export-contracts-report" },
    screens: { list: { title: "titles.reportContracts", load: () => import("./contracts-report") } },
  }),
  resource({
    name: "report-offers",
    identifier: "admin-report-offers",
    label: "reports.nav.offers",
    icon: "reports",
    group: "reports",
    route: "reports/offers",
    permissions: { list: "read-offers-report", export: "export-offers-report" },
    screens: { list: { title: "titles.reportOffers", load: () => import("./offers-report") } },
  }),
];
