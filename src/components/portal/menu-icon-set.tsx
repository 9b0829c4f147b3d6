import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  ControlOutlined,
  DashboardOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";
import type { MenuIcon } from "../../config/screens";

/**
 * The icons of the menu's groups and of the entries outside a group (the dashboard), by the name the portals' screen
 * manifests give them; entries inside a group show their group's icon only (src/components/portal/portal-sider.tsx),
 * so their icons are not shipped. tests/web/menu-icons.test.ts checks every group and top-level entry has one here.
 * Its own chunk, loaded by ./menu-icons.tsx beside the portal, so the sider does not wait for the SVG paths to paint.
 */
export const MENU_ICONS: Record<MenuIcon, ComponentType> = {
  dashboard: DashboardOutlined,
  marketplace: ShopOutlined,
  operations: CalendarOutlined,
  catalog: AppstoreOutlined,
  access: SafetyCertificateOutlined,
  business: BankOutlined,
  account: UserOutlined,
  partners: TeamOutlined,
  appointments: CalendarOutlined,
  reviews: StarOutlined,
  availability: ClockCircleOutlined,
  payouts: WalletOutlined,
  platform: ControlOutlined,
  reports: BarChartOutlined,
};
