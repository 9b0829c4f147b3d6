import "../../../i18n/modules/admin-appointments";
import { lazy } from "react";
import { Route } from "react-router";

const AppointmentListPage = lazy(() => import("./appointment-list"));
const AppointmentShowPage = lazy(() => import("./appointment-show"));
const ReassignmentListPage = lazy(() => import("./reassignment-list"));
const QuotationListPage = lazy(() => import("./quotation-list"));
const ReportListPage = lazy(() => import("./report-list"));
const ReviewListPage = lazy(() => import("./review-list"));
const AvailabilityPage = lazy(() => import("./availability"));

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
