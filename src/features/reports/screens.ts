import { type ManifestEntry, resource, type ScreenLoader } from "../../config/screens";
import { type ReportName, reportResource } from "./spec";

/** A report's menu entry on a side: its menu label (named in the portal's manifest, see below) and its screen. */
export type ReportScreenEntry<N extends ReportName> = { label: `reports.nav.${N}`; load: ScreenLoader };

/**
 * The report screens' declarations of a portal (issue 19), in the Reports menu group: one resource per report
 * (`<side>-report-<name>`, path `reports/<name>`, title `titles.report<Name>`), read with `read-<name>-report` and
 * exported (CSV) with `export-<name>-report`, in the order given. What differs between the portals comes from the
 * portal's manifest: the side, and each report's loader and menu label (the build gives a portal the menu strings
 * its manifests name, and the `import()` of a screen must stand there too: vite.config.ts).
 */
export function reportScreens(
  side: "admin" | "partner",
  reports: { [N in ReportName]: ReportScreenEntry<N> },
): ManifestEntry[] {
  return (Object.keys(reports) as ReportName[]).map((name) =>
    resource({
      name: `report-${name}`,
      identifier: reportResource(side, name),
      label: reports[name].label,
      group: "reports",
      route: `reports/${name}`,
      permissions: { list: `read-${name}-report`, export: `export-${name}-report` },
      screens: {
        list: { title: `titles.report${name[0].toUpperCase()}${name.slice(1)}`, load: reports[name].load },
      },
    }),
  );
}
