import { type ManifestEntry, resource } from "../../../config/screens";

/** The partner's week and days off (src/portals/partner/schedule and the shared src/features/schedule). */
export const scheduleScreens: ManifestEntry[] = [
  resource({
    name: "working-hours",
    identifier: "partner-working-hours",
    label: "schedule.nav.workingHours",
    group: "business",
    // edit: the week editor's save (POST partner/working-hours, no screen of its own)
    permissions: { list: "read-working-hours", edit: "update-working-hours" },
    screens: { list: { title: "titles.partnerWorkingHours", load: () => import("./working-hours") } },
  }),
  resource({
    name: "holidays",
    identifier: "partner-holidays",
    label: "schedule.nav.holidays",
    group: "business",
    // create / edit / delete: the holiday modal and the list's buttons (no screens of their own)
    permissions: { list: "read-holiday", create: "create-holiday", edit: "update-holiday", delete: "delete-holiday" },
    screens: { list: { title: "titles.partnerHolidays", load: () => import("./holidays") } },
  }),
  resource({
    name: "public-holidays",
    identifier: "partner-public-holidays",
    label: "schedule.publicHolidays.title",
    icon: "appointments",
    menu: false,
    // choose: the partner's "closed on all / these" choice (POST partner/public-holiday/choice)
    permissions: { list: "read-public-holiday", choose: "update-working-hours" },
    screens: {},
  }),
];
