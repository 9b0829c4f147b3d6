import { render, screen } from "@testing-library/react";
import { cloneElement } from "react";
import { describe, expect, it } from "vitest";
import { MENU_ICONS } from "../../src/components/portal/menu-icon-set";
import { menuIcon } from "../../src/components/portal/menu-icons";
import { RESOURCES } from "../../src/config/resources";
import { loadScreen, registerScreenLoaders } from "../../src/config/screens";

describe("portal menu icons", () => {
  it("shows the named icon once its lazily loaded set arrives, with the class antd's menu gives it", async () => {
    const element = menuIcon("dashboard");
    if (!element) throw new Error("no icon element");
    // antd's Menu clones its items' icons with its own class (ant-menu-item-icon)
    const { container } = render(<span>{cloneElement(element, { className: "x-icon" })}</span>);
    const icon = await screen.findByRole("img", { name: "dashboard" });
    expect(icon).toHaveClass("anticon", "x-icon");
    expect(container.querySelectorAll(".x-icon")).toHaveLength(1);
  });

  it("has the icon of every menu group and of every entry outside a group, in both portals", () => {
    // entries inside a group show no icon of their own (the sider), so the set carries only these
    const shown = RESOURCES.filter((r) => r.meta?.icon && (r.meta.group || !r.meta.parent));
    expect(shown.length).toBeGreaterThan(10);
    const missing = shown.filter((r) => !MENU_ICONS[r.meta?.icon as keyof typeof MENU_ICONS]).map((r) => r.name);
    expect(missing).toEqual([]);
  });

  it("names no icon for an entry without one", () => {
    expect(menuIcon(undefined)).toBeNull();
    expect(menuIcon("")).toBeNull();
  });
});

describe("screen loaders registered by a portal chunk (production builds)", () => {
  it("loads a registered screen module, and rejects one its portal did not register", async () => {
    const Page = () => null;
    registerScreenLoaders({ "portals/test/page": async () => ({ default: Page }) });
    await expect(loadScreen("portals/test/page")).resolves.toEqual({ default: Page });
    await expect(loadScreen("portals/test/missing")).rejects.toThrow("portals/test/missing");
  });
});
