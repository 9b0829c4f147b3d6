import { theme as antdTheme, type ThemeConfig } from "antd";
import { BREAKPOINTS, TRANSITION_MS } from "../config/constants";

export const LIGHT_PRIMARY = "#0f766e";
export const DARK_PRIMARY = "#2dd4bf";

/** antd theme: the spec's breakpoints (antd's own xxl is 1600) and 300 ms transitions, light or dark. */
export function buildTheme(isLight: boolean): ThemeConfig {
  const seconds = `${TRANSITION_MS / 1000}s`;
  return {
    algorithm: isLight ? antdTheme.defaultAlgorithm : antdTheme.darkAlgorithm,
    token: {
      colorPrimary: isLight ? LIGHT_PRIMARY : DARK_PRIMARY,
      colorLink: isLight ? LIGHT_PRIMARY : DARK_PRIMARY,
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
