import { Grid } from "antd";
import type { ReactNode } from "react";

/**
 * Below `lg` refine's layout floats the menu toggle over the top inline-start corner of the content; leave it room
 * so page titles are not covered.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  return <div style={{ paddingTop: screens.lg ? 0 : 36 }}>{children}</div>;
}
