import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { shellScreensOf } from "../../src/config/screens";
import { ADMIN_MANIFEST } from "../../src/portals/admin/screens";
import { PARTNER_MANIFEST } from "../../src/portals/partner/screens";
import { isInLayout, portalRoutes } from "../../src/shell/portal-screens";

// A portal loads its layout chunk (the sider, header and the screens inside them) only for the pages inside the layout.
describe("isInLayout", () => {
  it("answers false for the pages that stand alone: login, registration, the partner landing and FAQ", () => {
    for (const path of ["/admin/login", "/partner/login", "/partner/login/otp", "/partner/register"])
      expect(isInLayout(path.startsWith("/admin") ? ADMIN_MANIFEST : PARTNER_MANIFEST, path), path).toBe(false);
    expect(isInLayout(PARTNER_MANIFEST, "/partner/register/otp")).toBe(false);
    expect(isInLayout(PARTNER_MANIFEST, "/partner")).toBe(false);
    expect(isInLayout(PARTNER_MANIFEST, "/partner/faq")).toBe(false);
  });

  it("answers true for the screens inside the layout and for unknown paths (the not-found page is inside)", () => {
    expect(isInLayout(ADMIN_MANIFEST, "/admin/dashboard")).toBe(true);
    expect(isInLayout(ADMIN_MANIFEST, "/admin/packages")).toBe(true);
    expect(isInLayout(ADMIN_MANIFEST, "/admin/packages/edit/12")).toBe(true);
    expect(isInLayout(PARTNER_MANIFEST, "/partner/dashboard")).toBe(true);
    expect(isInLayout(PARTNER_MANIFEST, "/partner/packages")).toBe(true);
    expect(isInLayout(ADMIN_MANIFEST, "/admin/no-such-page")).toBe(true);
  });
});

// The staff sign-in pages are served by the app shell before their portal loads (src/app.tsx): no refine, no antd.
describe("shell screens", () => {
  it("are the two staff sign-in pages, guest-only, and their portals do not route them", () => {
    const shell = shellScreensOf(ADMIN_MANIFEST, PARTNER_MANIFEST);
    expect(shell.map((s) => s.fullPath)).toEqual(["/admin/login", "/partner/login"]);
    for (const s of shell) expect(s).toMatchObject({ layout: "auth", guestOnly: true });
    for (const manifest of [ADMIN_MANIFEST, PARTNER_MANIFEST]) {
      const standalone = portalRoutes(manifest).standalone as ReactElement<{ path?: string }>[];
      const paths = standalone.map((r) => r.props.path);
      expect(paths).not.toContain("login");
      if (manifest === PARTNER_MANIFEST) expect(paths).toEqual(expect.arrayContaining(["login/otp", "register"]));
    }
  });
});
