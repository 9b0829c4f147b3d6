import type { ApiSchema } from "../../../../api/api-types";

/** Package visit shapes (issue 16): the generated API types (src/api/schema.gen.ts). */
export type VisitSummary = ApiSchema<"PackageVisitSummary">;
export type Visit = VisitSummary["visits"][number];
export type VisitMonthSummary = ApiSchema<"VisitMonthSummary">;
export type VisitDates = ApiSchema<"PackageVisitDates">;
export type VisitSlots = ApiSchema<"TimeSlots">;
