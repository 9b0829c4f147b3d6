import { group, type ManifestEntry, resource } from "../../../config/screens";

/**
 * KPIs (issue 19, src/portals/admin/kpi), the KPIs menu group: the KPI set-up (categories, criteria, target matrix,
 * performance criteria) and the KPI reports (generate for a period, each partner's scores, the bookings behind a
 * figure).
 */
export const kpiScreens: ManifestEntry[] = [
  group("kpi", "kpiReports.nav.kpis", "reviews"),
  resource({
    name: "kpi-reports",
    identifier: "admin-kpi-reports",
    label: "kpiReports.nav.reports",
    icon: "reviews",
    group: "kpi",
    route: "kpi/reports",
    // generate: POST kpi-report/generate; the drill-down reads kpi-report/bookings/{id}
    permissions: { list: "read-kpi-report", show: "read-kpi-report", generate: "genrate-kpi-report" },
    screens: {
      list: { path: "kpi/reports", title: "titles.adminKpiReports", load: () => import("./kpi-report-list") },
      show: {
        path: "kpi/reports/show/:id",
        title: "titles.adminKpiReportShow",
        load: () => import("./kpi-report-show"),
      },
    },
  }),
];
