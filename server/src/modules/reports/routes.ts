import type { FastifyPluginAsync } from "fastify";
import type { z } from "zod";
import { appointmentsData, appointmentsReport } from "./appointments.js";
import { contractsData, contractsReport } from "./contracts.js";
import { type AnyReport, registerReport } from "./framework.js";
import { offersData, offersReport } from "./offers.js";
import { packagesData, packagesReport } from "./packages.js";
import { promotionsData, promotionsReport } from "./promotions.js";
import { ratingsReport, ratingsReportData } from "./ratings.js";
import { salesData, salesReport } from "./sales.js";

/**
 * Every report (issue 19): a definition and its `data` response schema (unique `.meta({ id: "Report<Name>" })`).
 * One line per report; framework.ts adds `GET report/{name}` and `GET report/{name}/export` for each.
 */
export const REPORTS: Array<[AnyReport, z.ZodType]> = [
  [salesReport, salesData],
  [appointmentsReport, appointmentsData],
  [ratingsReport, ratingsReportData],
  [packagesReport, packagesData],
  [promotionsReport, promotionsData],
  [contractsReport, contractsData],
  [offersReport, offersData],
];

export const reportRoutes: FastifyPluginAsync = async (app) => {
  for (const [definition, data] of REPORTS) registerReport(app, definition, data);
};
