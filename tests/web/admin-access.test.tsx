import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http as mock } from "msw";
import { describe, expect, it } from "vitest";
import "../../src/i18n/modules/admin-access";
import RolePermissionsPage from "../../src/portals/admin/access/roles/role-permissions";
import type { AdminRole, AdminUser, PermissionGroup } from "../../src/portals/admin/access/shared";
import UserListPage from "../../src/portals/admin/access/users/user-list";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const adminRole = {
  id: 2,
  name: "Admin",
  type: "internal" as const,
  permissions: [
    "read-dashboard",
    "read-profile",
    "read-user",
    "create-user",
    "update-user",
    "change-user-password",
    "read-role",
    "create-role",
    "update-role",
    "delete-role",
    "manage-role-permissions",
  ],
};

const signIn = () =>
  signInAs(adminRole, {
    id: 1,
    first_name: "Omar",
    last_name: "Al Mansoori",
    email: "admin@khidma.test",
    partner_details: { id: null },
  });

const role = (over: Partial<AdminRole> = {}): AdminRole => ({
  id: 7,
  name: "Night desk",
  type: "internal",
  partner_id: null,
  partner_name: null,
  is_system: 0,
  user_count: 1,
  permission_count: 1,
  permissions: ["read-user"],
  ...over,
});

const groups: PermissionGroup[] = [
  {
    module: "user",
    label: "Users",
    label_en: "Users",
    label_ar: "المستخدمون",
    scopes: ["internal", "partner"],
    permissions: [
      { id: 10, name: "read-user" },
      { id: 11, name: "create-user" },
      { id: 12, name: "update-user" },
    ],
  },
  {
    module: "role",
    label: "Roles and permissions",
    label_en: "Roles and permissions",
    label_ar: "الأدوار والصلاحيات",
    scopes: ["internal", "partner"],
    permissions: [
      { id: 5, name: "read-role" },
      { id: 6, name: "manage-role-permissions" },
    ],
  },
];

const user = (id: number, name: string, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  first_name: name,
  last_name: "Test",
  name: `${name} Test`,
  email: `${name.toLowerCase()}@khidma.test`,
  phone: `+97150000000${id}`,
  gender: null,
  user_profile: null,
  status: "active",
  user_type: "internal",
  roles: [{ id: 3, name: "Support", type: "internal", is_default: 1 }],
  role_ids: [3],
  partner_id: null,
  partner_name: null,
  email_verified_at: null,
  phone_verified_at: null,
  last_login_at: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...over,
});

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/role/list`, () => ok(page([role(), role({ id: 2, name: "Admin", is_system: 1 })]))),
  ],
  signIn,
});

describe("admin access: permission matrix", { timeout: 30_000 }, () => {
  it("toggles send the role's full list, in catalogue order, to manage-role-permissions", async () => {
    const bodies: unknown[] = [];
    let current = role();
    server.use(
      mock.get(`${BASE}/role/details/7`, () => ok(current)),
      mock.get(`${BASE}/permissions`, ({ request }) => {
        expect(new URL(request.url).searchParams.get("type")).toBe("internal");
        return ok(groups);
      }),
      mock.post(`${BASE}/manage-role-permissions`, async ({ request }) => {
        const body = (await request.json()) as { permissions: string[] };
        bodies.push(body);
        current = role({ permissions: body.permissions, permission_count: body.permissions.length });
        return ok(current);
      }),
    );
    renderAt("/admin/roles/7/permissions", "/admin/roles/:id/permissions", <RolePermissionsPage />);
    const readUser = await screen.findByRole("checkbox", { name: "read-user" });
    await waitFor(() => expect(readUser).toBeChecked());
    expect(screen.getByTestId("matrix-effect")).toHaveTextContent("Changes take effect at each user's next request");
    const save = screen.getByTestId("matrix-save");
    expect(save).toBeDisabled();

    fireEvent.click(screen.getByRole("checkbox", { name: "create-user" }));
    fireEvent.click(readUser);
    fireEvent.click(screen.getByRole("checkbox", { name: "All of Roles and permissions" }));
    expect(screen.getByTestId("matrix-count")).toHaveTextContent("3 of 5 permissions");
    fireEvent.click(save);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ role_id: 7, permissions: ["create-user", "read-role", "manage-role-permissions"] });
    // saved: the page reads the role again and nothing is unsaved any more
    await waitFor(() => expect(screen.getByTestId("matrix-save")).toBeDisabled());

    // unticking everything sends an empty list
    fireEvent.click(screen.getByRole("checkbox", { name: "All of Users" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "All of Users" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "All of Roles and permissions" }));
    fireEvent.click(screen.getByTestId("matrix-save"));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ role_id: 7, permissions: [] });
  });

  it("the Admin role is read-only: boxes disabled, nothing to save", async () => {
    server.use(
      mock.get(`${BASE}/role/details/2`, () =>
        ok(role({ id: 2, name: "Admin", is_system: 1, permissions: ["read-user", "create-user"] })),
      ),
      mock.get(`${BASE}/permissions`, () => ok(groups)),
    );
    renderAt("/admin/roles/2/permissions", "/admin/roles/:id/permissions", <RolePermissionsPage />);
    const box = await screen.findByRole("checkbox", { name: "read-user" });
    await waitFor(() => expect(box).toBeChecked());
    expect(box).toBeDisabled();
    expect(screen.getByTestId("matrix-effect")).toHaveTextContent("always holds every internal permission");
    expect(screen.getByTestId("matrix-save")).toBeDisabled();
  });
});

describe("admin access: users", { timeout: 30_000 }, () => {
  it("the list sends page, limit, sort and filters; bulk deactivate asks first, then sends {ids, status}", async () => {
    const queries: URLSearchParams[] = [];
    const bulk: unknown[] = [];
    server.use(
      mock.get(`${BASE}/user/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page([user(1, "Omar"), user(5, "Layla"), user(6, "Sara")]));
      }),
      mock.post(`${BASE}/user/bulk-status`, async ({ request }) => {
        bulk.push(await request.json());
        return ok({ ids: [5, 6], status: "inactive", updated: 2 });
      }),
    );
    renderAt("/admin/users", "/admin/users", <UserListPage />);
    expect(await screen.findByText("Layla Test")).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toMatchObject({ page: "1", limit: "10", sortKey: "id", sortVal: "desc" });

    // one's own row cannot be selected
    expect(screen.getByRole("checkbox", { name: "Omar Test" })).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Layla Test" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Sara Test" }));
    expect(screen.getByTestId("bulk-bar")).toHaveTextContent("2 selected");
    fireEvent.click(screen.getByTestId("bulk-deactivate"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Deactivate 2 users?");
    expect(bulk).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(bulk).toEqual([{ ids: [5, 6], status: "inactive" }]));

    await userEvent.type(screen.getByRole("searchbox", { name: "Search by name, email or phone" }), "lay");
    await waitFor(() => expect(queries.some((q) => q.get("search") === "lay")).toBe(true), { timeout: 3000 });
  });
});
