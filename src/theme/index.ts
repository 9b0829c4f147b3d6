import { theme as antdTheme, type ThemeConfig } from "antd";
import { BREAKPOINTS, TRANSITION_MS } from "../config/constants";

export const LIGHT_PRIMARY = "#0f766e";
export const DARK_PRIMARY = "#2dd4bf";

/**
 * Tag text in the preset colours: antd writes it in shade 7 of each palette on shade 1, which is below 4.5:1 for
 * green, orange, gold, yellow and lime (WCAG 2.1 AA, checked by axe-core in the e2e suite). These are shades 8 or 9.
 */
const TAG_TEXT = {
  green7: "#237804",
  orange7: "#ad4e00",
  gold7: "#874d00",
  yellow7: "#876800",
  lime7: "#3f6600",
  volcano7: "#ad2102",
  cyan7: "#006d75",
  red7: "#a8071a",
  blue7: "#0050b3",
  geekblue7: "#10239e",
  purple7: "#391085",
  magenta7: "#9e1068",
};

/**
 * antd theme: the spec's breakpoints (antd's own xxl is 1600) and 300 ms transitions, light or dark. Secondary text,
 * the selected menu entry, switches and tags are darkened (light) or lightened (dark) from antd's defaults so every
 * text reaches 4.5:1 against its background.
 */
export function buildTheme(isLight: boolean): ThemeConfig {
  const seconds = `${TRANSITION_MS / 1000}s`;
  const primary = isLight ? LIGHT_PRIMARY : DARK_PRIMARY;
  return {
    algorithm: isLight ? antdTheme.defaultAlgorithm : antdTheme.darkAlgorithm,
    components: {
      Menu: {
        itemSelectedColor: primary,
        itemSelectedBg: isLight ? "#d8f3ee" : "#0b3b37",
        subMenuItemSelectedColor: primary,
      },
      // the unchecked track carries white text ("Light mode"): antd's light grey gives 1.8:1
      Switch: isLight ? { colorTextQuaternary: "#6b7280", colorTextTertiary: "#4b5563" } : {},
      Tag: isLight ? TAG_TEXT : {},
      // an empty table's "No data" line is written in the disabled grey (0.25 black, 1.9:1): the secondary tone instead
      Table: { colorTextDisabled: isLight ? "rgba(0, 0, 0, 0.6)" : "rgba(255, 255, 255, 0.62)" },
    },
    token: {
      colorPrimary: primary,
      colorLink: primary,
      // antd's 0.45 black (#8c8c8c on white, 3.4:1) for secondary text and descriptions
      colorTextDescription: isLight ? "rgba(0, 0, 0, 0.62)" : "rgba(255, 255, 255, 0.68)",
      colorTextTertiary: isLight ? "rgba(0, 0, 0, 0.6)" : "rgba(255, 255, 255, 0.62)",
      borderRadius: 10,
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", "Geeza Pro", Tahoma, "Helvetica Neue", Arial, sans-serif',
      motionDurationSlow: seconds,
      motionDurationMid: `${TRANSITION_MS / 2000}s`,
      screenXS: BREAKPOINTS.xs,
      screenXSMin: BREAKPOINTS.xs,
      screenXSMax: BREAKPOINTS.sm - 1,
      screenSM: BREAKPOINTS.sm,
      screenSMMin: BREAKPOINTS.sm,
      screenSMMax: BREAKPOINTS.md - 1,
      screenMD: BREAKPOINTS.md,
      screenMDMin: BREAKPOINTS.md,
      screenMDMax: BREAKPOINTS.lg - 1,
      screenLG: BREAKPOINTS.lg,
      screenLGMin: BREAKPOINTS.lg,
      screenLGMax: BREAKPOINTS.xl - 1,
      screenXL: BREAKPOINTS.xl,
      screenXLMin: BREAKPOINTS.xl,
      screenXLMax: BREAKPOINTS.xxl - 1,
      screenXXL: BREAKPOINTS.xxl,
      screenXXLMin: BREAKPOINTS.xxl,
    },
  };
}
