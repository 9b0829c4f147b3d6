import { render, screen } from "@testing-library/react";
import { cloneElement } from "react";
import { describe, expect, it } from "vitest";
import { menuIcon } from "../../src/components/portal/menu-icons";
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
