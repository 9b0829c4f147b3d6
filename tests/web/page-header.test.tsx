import { fireEvent, render, screen } from "@testing-library/react";
import { Button, ConfigProvider } from "antd";
import { createElement, Fragment } from "react";
import { describe, expect, it, vi } from "vitest";
import { PageHeader } from "../../src/components/portal/page-header";

// Builds hand refine's List/Create/Edit/Show this header instead of @ant-design/pro-layout's (vite.config.ts): the
// same markup and class names, which screens and e2e specs rely on (`.ant-page-header-heading-title`).
describe("portal page header (stands in for pro-layout's PageHeader)", () => {
  it("shows the title, the buttons and the content in pro-layout's markup", () => {
    // refine hands `breadcrumb={false}` over as an element: <>{false}</>
    const noBreadcrumb = createElement(Fragment, null, false);
    const { container } = render(
      <PageHeader ghost={false} title={<h4>Packages</h4>} extra={<Button>Create</Button>} breadcrumb={noBreadcrumb}>
        <p>rows</p>
      </PageHeader>,
    );
    const root = container.querySelector(".ant-page-header");
    expect(root).toHaveClass("ant-page-header-has-breadcrumb");
    expect(root).not.toHaveClass("ant-page-header-ghost");
    expect(container.querySelector(".ant-page-header-heading-title")).toHaveTextContent("Packages");
    expect(container.querySelector(".ant-page-header-heading-extra")).toContainElement(
      screen.getByRole("button", { name: "Create" }),
    );
    expect(container.querySelector(".ant-page-header-content")).toHaveTextContent("rows");
    expect(container.querySelector(".ant-page-header-back")).toBeNull();
  });

  it("goes back when the back button (refine's) is pressed", () => {
    const onBack = vi.fn();
    render(<PageHeader title="Edit package" onBack={onBack} backIcon={<Button aria-label="Back">←</Button>} />);
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows no back button without onBack, and turns right-to-left in Arabic", () => {
    const { container } = render(
      <ConfigProvider direction="rtl">
        <PageHeader title="حزم" backIcon={<Button aria-label="رجوع">→</Button>} />
      </ConfigProvider>,
    );
    expect(screen.queryByRole("button", { name: "رجوع" })).toBeNull();
    expect(container.querySelector(".ant-page-header")).toHaveClass("ant-page-header-rtl", "ant-page-header-ghost");
    expect(container.querySelector(".ant-page-header-heading-title")).toHaveAttribute("title", "حزم");
  });

  it("renders an empty placeholder when given nothing", () => {
    const { container } = render(<PageHeader />);
    expect(container.querySelector(".ant-page-header-no-children")).not.toBeNull();
    expect(container.querySelector(".ant-page-header-heading")).toBeNull();
  });
});
