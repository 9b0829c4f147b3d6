import type { ApiSchema } from "../../api/api-types";

/** The KPI report shapes (issue 19) the admin's and the partner's screens read. */
export type KpiReport = ApiSchema<"KpiReport">;
export type KpiReportPartner = ApiSchema<"KpiReportPartner">;
export type KpiScore = ApiSchema<"KpiReportScore">;
export type KpiReportRow = ApiSchema<"KpiReportRow">;
export type KpiReportBooking = ApiSchema<"KpiReportBooking">;
