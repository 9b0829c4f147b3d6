import { group, type PortalManifest, page } from "../../config/screens";
import { accessScreens } from "./access/screens";
import { appointmentsScreens } from "./appointments/screens";
import { auditScreens } from "./audit/screens";
import { catalogScreens } from "./catalog/screens";
import { helpScreens } from "./help/screens";
import { kpiScreens } from "./kpi/screens";
import { moneyScreens } from "./money/screens";
import { notificationsScreens } from "./notifications/screens";
import { partnersScreens } from "./partners/screens";
import { platformScreens } from "./platform/screens";
import { promotionsScreens } from "./promotions/screens";
import { reportsScreens } from "./reports/screens";
import { supportScreens } from "./support/screens";

/**
 * The admin portal's screens, each declared once (see src/config/screens.ts): the route table, refine's resources
 * (the grouped menu) and the portal's <Route> elements are derived from this list. Data and lazy loaders only.
 */
export const ADMIN_MANIFEST: PortalManifest = {
  portal: "admin",
  entries: [
    page({
      path: "login",
      title: "titles.adminLogin",
      layout: "auth",
      guestOnly: true,
      shell: true,
      load: () => import("./pages/login"),
    }),
    page({
      path: "dashboard",
      title: "titles.adminDashboard",
      permission: "read-dashboard",
      load: () => import("./pages/dashboard"),
      menu: { name: "dashboard", label: "nav.dashboard", icon: "dashboard" },
    }),
    page({
      path: "profile",
      title: "titles.adminProfile",
      permission: "read-profile",
      load: () => import("./pages/profile"),
    }),
    page({
      path: "change-my-password",
      title: "titles.changePassword",
      permission: "change-my-password",
      load: () => import("./pages/change-password"),
    }),
    group("marketplace", "nav.groups.marketplace", "marketplace"),
    group("operations", "nav.groups.operations", "operations"),
    group("catalog", "nav.groups.catalog", "catalog"),
    group("access", "nav.groups.access", "access"),
    group("platform", "nav.groups.platform", "platform"),
    ...partnersScreens,
    ...promotionsScreens,
    ...moneyScreens,
    ...reportsScreens,
    ...appointmentsScreens,
    ...catalogScreens,
    ...accessScreens,
    ...notificationsScreens,
    ...supportScreens,
    ...platformScreens,
    ...helpScreens,
    ...auditScreens,
    ...kpiScreens,
  ],
};
