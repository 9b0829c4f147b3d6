import { type ComponentType, type CSSProperties, useSyncExternalStore } from "react";
import type { MenuIcon } from "../../config/screens";

type IconSet = Partial<Record<MenuIcon, ComponentType<{ className?: string }>>>;

let icons: IconSet | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => icons;

// Asked for when the portal's chunk runs (index.html preloads it on portal paths, see vite.config.ts): the menu's
// labels paint without waiting for the icons, which take their place as soon as they arrive. Should the chunk fail
// to load, the menu stays without icons.
import("./menu-icon-set").then(
  (m) => {
    icons = m.MENU_ICONS;
    for (const listener of listeners) listener();
  },
  () => undefined,
);

/** The icon's room while the set loads: the labels do not move when it arrives. */
const SLOT: CSSProperties = { display: "inline-block", width: "1em", height: "1em" };

/** antd's Menu hands its icon class (`ant-menu-item-icon`) to the element it is given: passed on to the icon. */
function MenuIconOf({ name, className }: { name: MenuIcon; className?: string }) {
  const set = useSyncExternalStore(subscribe, current, current);
  if (!set) return <span className={`anticon ${className ?? ""}`} style={SLOT} aria-hidden />;
  const Icon = set[name];
  return Icon ? <Icon className={className} /> : null;
}

/** The menu icon a manifest names (`meta.icon` of a refine resource), or none for an unknown name. */
export const menuIcon = (name: unknown) =>
  typeof name === "string" && name !== "" ? <MenuIconOf name={name as MenuIcon} /> : null;
