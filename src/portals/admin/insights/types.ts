import type { ApiData } from "../../../api/api-types";

/** Shape of GET admin/dashboard (docs/api-catalog.md "Admin: insights"); money in AED. Generated from the API. */
export type AdminDashboard = ApiData<"/api/v2/admin/dashboard", "get">;
