import "../../../i18n/modules/admin-appointments";
import { Route } from "react-router";
import { lazyScreen } from "../../../shell/scope";

const AppointmentListPage = lazyScreen(() => import("./appointment-list"));
const AppointmentShowPage = lazyScreen(() => import("./appointment-show"));
const ReassignmentListPage = lazyScreen(() => import("./reassignment-list"));
const QuotationListPage = lazyScreen(() => import("./quotation-list"));
const ReportListPage = lazyScreen(() => import("./report-list"));
const ReviewListPage = lazyScreen(() => import("./review-list"));
const AvailabilityPage = lazyScreen(() => import("./availability"));

/**
 * Admin appointments screens (issue 7): rendered inside the admin portal's <Routes> as `{appointmentsRoutes}`. Paths
 * are relative to /admin/. Importing the strings module here puts the menu labels in the admin portal chunk.
 */
export const appointmentsRoutes = (
  <>
    <Route path="appointments" element={<AppointmentListPage />} />
    <Route path="appointments/show/:id" element={<AppointmentShowPage />} />
    <Route path="reassignment-requests" element={<ReassignmentListPage />} />
    <Route path="quotations" element={<QuotationListPage />} />
    <Route path="completion-reports" element={<ReportListPage />} />
    <Route path="reviews" element={<ReviewListPage />} />
    <Route path="availability" element={<AvailabilityPage />} />
  </>
);
