import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { describe, expect, it } from "vitest";
import "../../src/i18n/modules/admin-access";
import type { AdminRole, AdminUser, PermissionGroup } from "../../src/features/access/types";
import { nextPermissions } from "../../src/portals/admin/access/roles/grid-model";
import RoleListPage from "../../src/portals/admin/access/roles/role-list";
import RolePermissionsPage from "../../src/portals/admin/access/roles/role-permissions";
import UserListPage from "../../src/portals/admin/access/users/user-list";
import { useKhidmaStore } from "../../src/state";
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
  technician: null,
  ...over,
});

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/role/list`, () => ok(page([role(), role({ id: 2, name: "Admin", is_system: 1 })]))),
  ],
  signIn,
});

describe("admin access: permission matrix", () => {
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

  it("saving the signed-in user's own active role reads the session again, so the new permission applies at once", async () => {
    const nightDesk = { id: 7, name: "Night desk", type: "internal" as const, permissions: adminRole.permissions };
    signInAs(nightDesk);
    const me: unknown[] = [];
    server.use(
      mock.get(`${BASE}/role/details/7`, () => ok(role())),
      mock.get(`${BASE}/permissions`, () => ok(groups)),
      mock.post(`${BASE}/manage-role-permissions`, async ({ request }) => {
        const body = (await request.json()) as { permissions: string[] };
        return ok(role({ permissions: body.permissions, permission_count: body.permissions.length }));
      }),
      mock.get(`${BASE}/user/me`, () => {
        const held = { ...nightDesk, permissions: [...adminRole.permissions, "read-package"] };
        me.push(held);
        return ok({ user: { id: 1, first_name: "Omar", roles: [held] }, roles: [held], default_role: "Night desk" });
      }),
    );
    renderAt("/admin/roles/7/permissions", "/admin/roles/:id/permissions", <RolePermissionsPage />);
    const createUser = await screen.findByRole("checkbox", { name: "create-user" });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "read-user" })).toBeChecked());
    fireEvent.click(createUser);
    fireEvent.click(screen.getByTestId("matrix-save"));
    await waitFor(() => expect(me).toHaveLength(1));
    await waitFor(() => expect(useKhidmaStore.getState().session.permissions).toContain("read-package"));
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

describe("admin access: the all-roles grid", () => {
  const gridRoles = () => [
    role({ id: 7, name: "Night desk", permissions: ["read-user"] }),
    role({ id: 2, name: "Admin", is_system: 1, permissions: ["read-user", "create-user", "update-user"] }),
    role({ id: 9, name: "User", type: "customer", is_system: 1, permissions: [] }),
  ];
  const customerOnly: PermissionGroup = {
    module: "profile",
    label: "Profile and account",
    label_en: "Profile and account",
    label_ar: "الملف الشخصي",
    scopes: ["internal", "partner", "customer"],
    permissions: [{ id: 1, name: "read-profile" }],
  };
  /** Serves the grid's reads; `with_permissions=1` must be asked for. */
  const gridReads = () => [
    mock.get(`${BASE}/role/list`, ({ request }) => {
      expect(new URL(request.url).searchParams.get("with_permissions")).toBe("1");
      return ok(page(gridRoles()));
    }),
    mock.get(`${BASE}/permissions`, ({ request }) => {
      expect(new URL(request.url).searchParams.has("type")).toBe(false);
      return ok([customerOnly, ...groups]);
    }),
  ];
  const openGrid = () => renderAt("/admin/roles?view=grid", "/admin/roles", <RoleListPage />);
  const cell = (name: string) => screen.findByRole("checkbox", { name });

  it("nextPermissions() grants or revokes names and keeps the catalogue's order", () => {
    const catalogue = ["read-user", "create-user", "update-user", "read-role"];
    expect(nextPermissions(catalogue, ["read-role"], ["create-user"], true)).toEqual(["create-user", "read-role"]);
    expect(nextPermissions(catalogue, ["read-user", "read-role"], ["read-user"], false)).toEqual(["read-role"]);
    expect(nextPermissions(catalogue, [], ["read-user", "update-user"], true)).toEqual(["read-user", "update-user"]);
  });

  it("a box is ticked at once and sends the role's full list; a role's changes go one after another", async () => {
    const bodies: { role_id: number; permissions: string[] }[] = [];
    const answers: Array<() => void> = [];
    server.use(
      ...gridReads(),
      mock.post(`${BASE}/manage-role-permissions`, async ({ request }) => {
        const body = (await request.json()) as { role_id: number; permissions: string[] };
        bodies.push(body);
        await new Promise<void>((resolve) => answers.push(resolve));
        return ok(role({ id: body.role_id, permissions: body.permissions, permission_count: body.permissions.length }));
      }),
    );
    openGrid();
    const createUser = await cell("Night desk: create-user");
    expect(await cell("Night desk: read-user")).toBeChecked();
    expect(createUser).not.toBeChecked();
    // the Admin column is fixed; the customer role may not hold user permissions at all
    expect(await cell("Admin: create-user")).toBeDisabled();
    expect(screen.queryByRole("checkbox", { name: "User: create-user" })).toBeNull();
    expect(await cell("User: read-profile")).not.toBeDisabled();

    fireEvent.click(createUser);
    expect(createUser).toBeChecked();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ role_id: 7, permissions: ["read-user", "create-user"] });
    expect(screen.getByTestId("grid-saving")).toHaveTextContent("Saving");

    // a second change of the same role waits for the first answer, then builds on it
    const updateUser = await cell("Night desk: update-user");
    fireEvent.click(updateUser);
    expect(updateUser).toBeChecked();
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies).toHaveLength(1);
    answers.shift()?.();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ role_id: 7, permissions: ["read-user", "create-user", "update-user"] });
    answers.shift()?.();
    await waitFor(() => expect(screen.getByTestId("grid-saving").textContent).toBe(""));
    expect(createUser).toBeChecked();
    expect(updateUser).toBeChecked();
    expect(screen.getByTestId("grid-role-7")).toHaveTextContent("3 of 6");
  });

  for (const status of [422, 500]) {
    it(`a ${status} puts the box back and says why`, async () => {
      const bodies: unknown[] = [];
      server.use(
        ...gridReads(),
        mock.post(`${BASE}/manage-role-permissions`, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json(
            {
              status_code: status,
              data: null,
              message: status === 422 ? "The permissions.0 field is not valid for this role." : "Server error",
              ...(status === 422 ? { errors: { "permissions.0": ["Not valid for this role."] } } : {}),
            },
            { status },
          );
        }),
      );
      openGrid();
      const readUser = await cell("Night desk: read-user");
      expect(readUser).toBeChecked();
      fireEvent.click(readUser);
      expect(readUser).not.toBeChecked();
      await waitFor(() => expect(bodies).toEqual([{ role_id: 7, permissions: [] }]));
      await waitFor(() => expect(readUser).toBeChecked());
      expect(await screen.findByText(/^Night desk was not changed: /)).toHaveTextContent(
        status === 422 ? "The permissions.0 field is not valid for this role." : "Server error",
      );
    });
  }

  it("a module's box grants all of it to a role after a confirmation", async () => {
    const bodies: unknown[] = [];
    server.use(
      ...gridReads(),
      mock.post(`${BASE}/manage-role-permissions`, async ({ request }) => {
        const body = (await request.json()) as { permissions: string[] };
        bodies.push(body);
        return ok(role({ permissions: body.permissions }));
      }),
    );
    openGrid();
    fireEvent.click(await cell("All of Users for Night desk"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Grant all of Users to Night desk?");
    expect(dialog).toHaveTextContent("2 permissions are added to Night desk.");
    expect(bodies).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Grant all" }));
    await waitFor(() =>
      expect(bodies).toEqual([{ role_id: 7, permissions: ["read-user", "create-user", "update-user"] }]),
    );
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "All of Users for Night desk" })).toBeChecked());
  });

  it("without manage-role-permissions the grid is read-only", async () => {
    signInAs({ ...adminRole, permissions: ["read-dashboard", "read-role"] });
    server.use(...gridReads());
    openGrid();
    expect(await cell("Night desk: read-user")).toBeDisabled();
    expect(await cell("All of Users for Night desk")).toBeDisabled();
    expect(screen.getByTestId("grid-mode")).toHaveTextContent("changing them needs the manage-role-permissions");
    // the role names are not links to the per-role matrix either
    expect(within(screen.getByTestId("grid-role-7")).queryByRole("link")).toBeNull();
  });

  it("modules fold away and the type filter keeps one kind of role", async () => {
    server.use(...gridReads());
    openGrid();
    await cell("Night desk: create-user");
    fireEvent.click(screen.getByTestId("grid-toggle-user"));
    expect(screen.getByTestId("grid-toggle-user")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("checkbox", { name: "Night desk: create-user" })).toBeNull();
    fireEvent.click(screen.getByTestId("grid-toggle-user"));
    expect(await cell("Night desk: create-user")).toBeInTheDocument();
    fireEvent.click(screen.getByText("Customer", { selector: ".ant-segmented-item-label" }));
    await waitFor(() => expect(screen.queryByTestId("grid-role-7")).toBeNull());
    expect(screen.getByTestId("grid-role-9")).toBeInTheDocument();
    expect(screen.queryByTestId("grid-module-user")).toBeNull();
  });
});

describe("admin access: users", () => {
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
