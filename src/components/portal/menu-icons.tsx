import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  SolutionOutlined,
  StarOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";
import type { MenuIcon } from "../../config/screens";

/** The icon of each menu entry and group named in the portals' screen manifests. */
export const MENU_ICONS: Record<MenuIcon, ComponentType> = {
  dashboard: DashboardOutlined,
  marketplace: ShopOutlined,
  operations: CalendarOutlined,
  catalog: AppstoreOutlined,
  access: SafetyCertificateOutlined,
  business: BankOutlined,
  account: UserOutlined,
  applications: SolutionOutlined,
  partners: TeamOutlined,
  packages: GiftOutlined,
  handpicked: TrophyOutlined,
  appointments: CalendarOutlined,
  reassignments: SwapOutlined,
  quotations: FileSearchOutlined,
  "completion-reports": FileDoneOutlined,
  reviews: StarOutlined,
  availability: ClockCircleOutlined,
  categories: AppstoreOutlined,
  services: ToolOutlined,
  attributes: TagsOutlined,
  banners: PictureOutlined,
  properties: HomeOutlined,
  "service-areas": EnvironmentOutlined,
  users: UserOutlined,
  roles: AuditOutlined,
  profile: IdcardOutlined,
  onboarding: CheckSquareOutlined,
  notifications: BellOutlined,
};

export const menuIcon = (name: unknown) => {
  const Icon = MENU_ICONS[name as MenuIcon];
  return Icon ? <Icon /> : null;
};
