import { group, type ManifestEntry, resource } from "../../../config/screens";

/**
 * KPIs (issue 19, src/portals/admin/kpi), the KPIs menu group: the KPI set-up (categories, criteria, target matrix,
 * performance criteria) and the KPI reports (generate for a period, each partner's scores, the bookings behind a
 * figure).
 */
export const kpiScreens: ManifestEntry[] = [
  group("kpi", "kpi.nav.group", "reviews"),
  resource({
    name: "kpi-categories",
    identifier: "admin-kpi-categories",
    label: "kpi.nav.categories",
    group: "kpi",
    route: "kpi/categories",
    // delete and change-status: POST kpi-category/delete/{id}, kpi-category/change-status/{id}
    permissions: {
      list: "read-kpi-category",
      create: "create-kpi-category",
      edit: "update-kpi-category",
      delete: "delete-kpi-category",
      status: "change-status-kpi-category",
      search: "search-kpi-category",
    },
    screens: {
      list: { path: "kpi/categories", title: "titles.kpiCategories", load: () => import("./kpi-categories") },
    },
  }),
  resource({
    name: "kpi-criteria",
    identifier: "admin-kpi-criteria",
    label: "kpi.nav.criteria",
    group: "kpi",
    route: "kpi/criteria",
    permissions: {
      list: "read-kpi-criteria",
      create: "create-kpi-criteria",
      edit: "update-kpi-criteria",
      delete: "delete-kpi-criteria",
      status: "change-status-kpi-criteria",
      search: "search-kpi-criteria",
    },
    screens: {
      list: { path: "kpi/criteria", title: "titles.kpiCriteria", load: () => import("./kpi-criteria") },
    },
  }),
  resource({
    name: "target-matrix",
    identifier: "admin-target-matrix",
    label: "kpi.nav.targetMatrix",
    group: "kpi",
    route: "kpi/target-matrix",
    permissions: {
      list: "read-target-matrix",
      create: "create-target-matrix",
      edit: "update-target-matrix",
      delete: "delete-target-matrix",
      status: "change-status-target-matrix",
      search: "search-target-matrix",
    },
    screens: {
      list: { path: "kpi/target-matrix", title: "titles.kpiTargetMatrix", load: () => import("./target-matrix") },
    },
  }),
  resource({
    name: "performance-criteria",
    identifier: "admin-performance-criteria",
    label: "kpi.nav.performanceCriteria",
    group: "kpi",
    route: "kpi/performance-criteria",
    permissions: {
      list: "read-performance-criteria",
      create: "create-performance-criteria",
      edit: "update-performance-criteria",
      delete: "delete-performance-criteria",
      status: "change-status-performance-criteria",
      search: "search-performance-criteria",
    },
    screens: {
      list: {
        path: "kpi/performance-criteria",
        title: "titles.kpiPerformanceCriteria",
        load: () => import("./performance-criteria"),
      },
    },
  }),
  resource({
    name: "kpi-reports",
    identifier: "admin-kpi-reports",
    label: "kpiReports.nav.reports",
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
