import { group, type ManifestEntry, resource } from "../../../config/screens";

/**
 * The partner's appointments (src/portals/partner/appointments, shared parts in src/features/appointments): the
 * company's bookings with status tabs, one booking's details and the actions its state allows, and the dispatch
 * calendar (technicians as columns, jobs dragged onto them).
 */
export const appointmentScreens: ManifestEntry[] = [
  group("appointments", "partnerAppointments.nav.group", "appointments"),
  resource({
    name: "appointments",
    identifier: "partner-appointments",
    route: "appointments",
    label: "partnerAppointments.nav.list",
    group: "appointments",
    permissions: {
      list: "read-admin-booking-appointment",
      show: "read-admin-booking-appointment",
      // the details screen's buttons: POST partner/booking/accept|decline|assign|cash-collected/{id} and the status
      // steps through booking-appointment/change-status/{id}
      accept: "update-booking-appointment",
      decline: "update-booking-appointment",
      assign: "update-booking-appointment",
      status: "update-booking-appointment",
      cash: "update-booking-appointment",
      // issue 16 (d): partner/quotation/create, partner/completion-report/create, partner/reassignment/request/{id}
      quote: "update-booking-appointment",
      report: "update-booking-appointment",
      reassign: "update-booking-appointment",
    },
    screens: {
      list: { title: "titles.partnerAppointments", load: () => import("./appointment-list") },
      show: { title: "titles.partnerAppointmentShow", load: () => import("./appointment-show") },
    },
  }),
  // the dispatch calendar (GET partner/booking/calendar): technicians as columns, unassigned jobs aside; assign:
  // dragging a job onto a technician or its "Assign to" select (POST partner/booking/assign/{id})
  resource({
    name: "dispatch",
    identifier: "partner-dispatch",
    route: "appointments/calendar",
    label: "partnerDispatch.nav.calendar",
    group: "appointments",
    permissions: { list: "read-admin-booking-appointment", assign: "update-booking-appointment" },
    screens: { list: { title: "titles.partnerDispatch", load: () => import("./dispatch-calendar") } },
  }),
];
