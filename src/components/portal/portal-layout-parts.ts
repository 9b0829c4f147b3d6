import { Grid } from "antd";
import type { Portal } from "../../config/routes";

/** The menu's element id (the header's menu button controls it). */
export const MENU_ID = "kh-portal-menu";
export const homeOf = (portal: Portal) => (portal === "admin" ? "/admin/dashboard" : "/partner/dashboard");

/**
 * Below `lg` the menu is not a column: it opens as a drawer from the inline-start edge (the right one in Arabic) with
 * the header's menu button, so nothing floats over the pages' titles.
 */
export const useNarrow = () => !Grid.useBreakpoint().lg;
