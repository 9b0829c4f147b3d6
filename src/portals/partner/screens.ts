import { group, type PortalManifest, page, resource } from "../../config/screens";
import { appointmentScreens } from "./appointments/screens";
import { catalogScreens } from "./catalog/screens";
import { ledgerScreens } from "./ledger/screens";
import { payoutScreens } from "./payouts/screens";
import { promotionScreens } from "./promotions/screens";
import { reportsScreens } from "./reports/screens";
import { reviewScreens } from "./reviews/screens";
import { scheduleScreens } from "./schedule/screens";
import { teamScreens } from "./team/screens";

/**
 * The partner portal's screens, each declared once (see src/config/screens.ts): the route table, refine's resources
 * (the grouped menu) and the portal's <Route> elements are derived from this list. Data and lazy loaders only.
 */
export const PARTNER_MANIFEST: PortalManifest = {
  portal: "partner",
  entries: [
    // Public pages: no portal layout.
    page({ path: "", title: "titles.becomePartner", layout: "landing", load: () => import("./pages/landing") }),
    page({ path: "faq", title: "titles.partnerFaq", layout: "landing", load: () => import("./pages/faq") }),
    page({
      path: "login",
      title: "titles.partnerLogin",
      layout: "auth",
      guestOnly: true,
      shell: true,
      load: () => import("./pages/login"),
    }),
    page({
      path: "login/otp",
      title: "titles.partnerLoginOtp",
      layout: "auth",
      guestOnly: true,
      load: () => import("./pages/login-otp"),
    }),
    page({
      path: "register",
      title: "titles.partnerRegistration",
      layout: "auth",
      guestOnly: true,
      load: () => import("./pages/register"),
    }),
    // Reached right after registering (signed in): not guest-only.
    page({
      path: "register/otp",
      title: "titles.partnerRegistrationOtp",
      layout: "auth",
      load: () => import("./pages/register-otp"),
    }),
    page({
      path: "dashboard",
      title: "titles.partnerDashboard",
      permission: "read-dashboard",
      load: () => import("./pages/dashboard"),
      menu: { name: "dashboard", label: "nav.dashboard", icon: "dashboard" },
    }),
    group("business", "nav.groups.business", "business"),
    group("account", "nav.groups.account", "account"),
    ...catalogScreens,
    ...scheduleScreens,
    ...promotionScreens,
    // the Appointments group, after Business (a group sits where its first entry is)
    ...appointmentScreens,
    ...reviewScreens,
    // KPIs (issue 19): the company's scores against Khidma's targets, from the KPI reports that score it
    resource({
      name: "kpis",
      identifier: "partner-kpis",
      label: "kpiReports.nav.kpis",
      group: "business",
      // generate: POST kpi-report/generate (its own company); the drill-down reads kpi-report/bookings/{id}
      permissions: { list: "read-kpi-report", generate: "genrate-kpi-report" },
      screens: { list: { path: "kpis", title: "titles.partnerKpis", load: () => import("./kpi/kpi-screen") } },
    }),
    // the Team group: a group sits where its first entry is, so after Business's entries and before Account's
    ...teamScreens,
    // the Money group (issue 17c): Payouts (with a payout's details and printable statement) and Earnings
    ...payoutScreens,
    ...ledgerScreens,
    // the Reports group (issue 19): the company's own sales, appointments, ...
    ...reportsScreens,
    page({
      path: "account",
      title: "titles.partnerAccount",
      permission: "read-profile",
      load: () => import("./pages/account"),
    }),
    page({
      path: "change-my-password",
      title: "titles.changePassword",
      permission: "change-my-password",
      load: () => import("./pages/change-password"),
    }),
    page({
      path: "on-boarding",
      title: "titles.partnerOnboarding",
      permission: "create-application",
      load: () => import("./pages/onboarding"),
      menu: { name: "on-boarding", label: "nav.onboarding", group: "account" },
    }),
    resource({
      name: "applications",
      identifier: "partner-applications",
      label: "nav.applications",
      group: "account",
      permissions: { list: "read-application", show: "read-application" },
      screens: {
        list: {
          path: "my-applications",
          title: "titles.partnerApplications",
          load: () => import("./pages/my-applications"),
        },
        show: {
          path: "application/view/:id",
          title: "titles.partnerApplicationView",
          load: () => import("./pages/application-view"),
        },
      },
    }),
    resource({
      name: "notifications",
      identifier: "partner-notifications",
      route: "notifications-partner",
      label: "nav.notifications",
      group: "account",
      permissions: { list: "read-notification" },
      screens: { list: { title: "titles.notifications", load: () => import("./notifications/notification-list") } },
    }),
  ],
};
