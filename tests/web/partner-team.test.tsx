import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http as mock } from "msw";
import { describe, expect, it } from "vitest";
import "../../src/i18n/modules/partner-team";
import { setAccessToken } from "../../src/api/token";
import type { AdminRole, AdminUser, PermissionGroup } from "../../src/features/access/types";
import { i18n } from "../../src/i18n";
import TeamRoleListPage from "../../src/portals/partner/team/roles/role-list";
import TeamRolePermissionsPage from "../../src/portals/partner/team/roles/role-permissions";
import { TeamUserCreatePage, TeamUserEditPage } from "../../src/portals/partner/team/users/user-form";
import TeamUserListPage from "../../src/portals/partner/team/users/user-list";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { BASE, ok, page, renderAt, setupAdminTests } from "./admin-helpers";

const OWNER_PERMISSIONS = [
  "read-dashboard",
  "read-profile",
  "read-service",
  "read-user",
  "create-user",
  "update-user",
  "read-role",
  "create-role",
  "update-role",
  "manage-role-permissions",
];

/** Signs in as a partner team member of company 1 holding `permissions`. */
const signInPartner = (permissions = OWNER_PERMISSIONS, name = "Partner Owner") => {
  const role = { id: 31, name, type: "partner" as const, permissions };
  useKhidmaStore.getState().setSession({
    access_token: "t",
    user: {
      id: 2,
      first_name: "Rashid",
      last_name: "Al Falasi",
      email: "partner@khidma.test",
      roles: [role],
      partner_details: { id: 1 },
    },
    roles: [role],
    default_role: name,
  } as unknown as LoginSession);
  setAccessToken("user-token");
};

const role = (over: Partial<AdminRole> = {}): AdminRole => ({
  id: 31,
  name: "Partner Owner",
  type: "partner",
  partner_id: 1,
  partner_name: "Sparkle Cleaning",
  is_system: 1,
  user_count: 1,
  permission_count: 10,
  ...over,
});
const roles = [
  role(),
  role({ id: 32, name: "Dispatcher", user_count: 0, permission_count: 16 }),
  role({ id: 33, name: "Technician", user_count: 2, permission_count: 5 }),
  role({ id: 40, name: "Night shift", is_system: 0, user_count: 0, permission_count: 2 }),
];

const user = (id: number, name: string, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  first_name: name,
  last_name: "Test",
  name: `${name} Test`,
  email: `${name.toLowerCase()}@sparkle.test`,
  phone: `+97150000000${id}`,
  gender: null,
  user_profile: null,
  status: "active",
  user_type: "partner",
  roles: [{ id: 33, name: "Technician", type: "partner", is_default: 1 }],
  role_ids: [33],
  partner_id: 1,
  partner_name: "Sparkle Cleaning",
  email_verified_at: null,
  phone_verified_at: null,
  last_login_at: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  technician: null,
  ...over,
});

const services = [
  { id: 5, name: "Deep cleaning", category_id: 1, category_name: "Cleaning" },
  { id: 6, name: "Sofa shampoo", category_id: 1, category_name: "Cleaning" },
  { id: 7, name: "AC service", category_id: 2, category_name: "AC and cooling" },
];

const { server, notifier } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/role/list`, () => ok(page(roles))),
    mock.get(`${BASE}/partner/service/list`, () => ok(page(services))),
  ],
  signIn: () => signInPartner(),
});

/** Opens the antd select labelled `label` and picks the option `option`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (el) => el.getAttribute("title") === option || el.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe("partner team users", { timeout: 60_000 }, () => {
  it("lists the company's team with role and status filters", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/user/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(
          page([
            user(2, "Rashid", { roles: [{ id: 31, name: "Partner Owner", type: "partner", is_default: 1 }] }),
            user(8, "Layla"),
          ]),
        );
      }),
    );
    renderAt("/partner/team-users", "/partner/team-users", <TeamUserListPage />);
    const table = await screen.findByTestId("team-user-table");
    expect(await within(table).findByText("Layla Test")).toBeInTheDocument();
    expect(within(table).getByText("Partner Owner")).toBeInTheDocument();
    // one's own row is marked and cannot be switched off
    expect(within(table).getByText("You")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Active: Rashid Test" })).toBeDisabled();

    await choose("Roles", "Dispatcher");
    await waitFor(() => expect(queries.at(-1)?.get("role_id")).toBe("32"));
    await choose("Status", "Inactive");
    await waitFor(() => expect(queries.at(-1)?.get("status")).toBe("inactive"));
    expect(queries.at(-1)?.get("role_id")).toBe("32");
  });

  it("deactivating a team user asks first, then sends the status", async () => {
    const statusBodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/user/list`, () => ok(page([user(8, "Layla")]))),
      mock.post(`${BASE}/user/status/8`, async ({ request }) => {
        statusBodies.push(await request.json());
        return ok(user(8, "Layla", { status: "inactive" }));
      }),
    );
    renderAt("/partner/team-users", "/partner/team-users", <TeamUserListPage />);
    const toggle = await screen.findByRole("switch", { name: "Active: Layla Test" });
    await waitFor(() => expect(toggle).not.toBeDisabled());
    fireEvent.click(toggle);
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Deactivate Layla Test?");
    expect(statusBodies).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(statusBodies).toEqual([{ status: "inactive" }]));
  });

  it("sends a team user a password reset code to their email after a confirmation", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.get(`${BASE}/user/list`, () => ok(page([user(8, "Layla")]))),
      mock.post(`${BASE}/forgot-password`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ email: "layla@sparkle.test" });
      }),
    );
    renderAt("/partner/team-users", "/partner/team-users", <TeamUserListPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Send a password reset code to Layla Test" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Send a password reset code to layla@sparkle.test?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(bodies).toEqual([{ email: "layla@sparkle.test" }]));
    expect(await screen.findByText("A reset code was sent to layla@sparkle.test.")).toBeInTheDocument();
  });

  it("the Technicians view lists profiles and open jobs from partner/technician/list", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/user/list`, () => ok(page([user(8, "Layla")]))),
      mock.get(`${BASE}/partner/technician/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(
          page([
            {
              id: 8,
              name: "Layla Test",
              first_name: "Layla",
              last_name: "Test",
              email: "layla@sparkle.test",
              phone: null,
              status: "active",
              colour: "#eb2f96",
              is_active: false,
              languages: ["ar", "en"],
              service_ids: [5],
              category_ids: [],
              open_jobs: 3,
            },
          ]),
        );
      }),
    );
    signInPartner([...OWNER_PERMISSIONS, "read-admin-booking-appointment"]);
    renderAt("/partner/team-users", "/partner/team-users", <TeamUserListPage />);
    fireEvent.click(await screen.findByTestId("team-view-technicians"));
    const table = await screen.findByTestId("technician-table");
    const row = (await within(table).findByText("Layla Test")).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("Not taking jobs");
    expect(row).toHaveTextContent("3");
    expect(row).toHaveTextContent("Arabic, English");
    expect(row).toHaveTextContent("Services: 1, categories: 0");
    await choose("Takes jobs", "Takes jobs");
    await waitFor(() => expect(queries.at(-1)?.get("is_active")).toBe("1"));
  });

  it("without read-admin-booking-appointment there is no Technicians view", async () => {
    server.use(mock.get(`${BASE}/user/list`, () => ok(page([user(8, "Layla")]))));
    renderAt("/partner/team-users?view=technicians", "/partner/team-users", <TeamUserListPage />);
    expect(await screen.findByTestId("team-user-table")).toBeInTheDocument();
    expect(await screen.findByTestId("team-user-create")).toBeInTheDocument();
    expect(screen.queryByTestId("team-view-technicians")).toBeNull();
  });

  it("in Arabic the built-in roles and the technician profile read in Arabic", async () => {
    await i18n.changeLanguage("ar");
    try {
      renderAt("/partner/team-users/create", "/partner/team-users/create", <TeamUserCreatePage />);
      await choose("الأدوار", "فني");
      const fields = await screen.findByTestId("technician-fields");
      expect(fields).toHaveTextContent("ملف الفني");
      expect(within(fields).getByRole("switch", { name: "يستقبل مهام" })).toBeChecked();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("without create and update permissions there is no add, edit, status or reset", async () => {
    signInPartner(["read-dashboard", "read-user", "read-role"], "Viewer");
    server.use(mock.get(`${BASE}/user/list`, () => ok(page([user(8, "Layla")]))));
    renderAt("/partner/team-users", "/partner/team-users", <TeamUserListPage />);
    const toggle = await screen.findByRole("switch", { name: "Active: Layla Test" });
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(screen.queryByTestId("team-user-create")).toBeNull();
    expect(screen.queryByTestId("team-user-edit-8")).toBeNull();
    expect(screen.queryByTestId("team-user-reset-8")).toBeNull();
  });

  it("creating a technician shows the technician profile and sends it; a dispatcher has none", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      mock.post(`${BASE}/user/create`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return ok(user(9, "Hamza"), 201);
      }),
    );
    renderAt("/partner/team-users/create", "/partner/team-users/create", <TeamUserCreatePage />);
    fireEvent.change(await screen.findByTestId("team-user-first-name"), { target: { value: "Hamza" } });
    fireEvent.change(screen.getByTestId("team-user-last-name"), { target: { value: "Qureshi" } });
    fireEvent.change(screen.getByTestId("team-user-email"), { target: { value: "hamza@sparkle.test" } });
    fireEvent.change(screen.getByTestId("team-user-phone"), { target: { value: "+971501112233" } });
    fireEvent.change(screen.getByTestId("team-user-password"), { target: { value: "Secret#2026" } });
    fireEvent.change(screen.getByTestId("team-user-password-confirm"), { target: { value: "Secret#2026" } });

    expect(screen.queryByTestId("technician-fields")).toBeNull();
    await choose("Roles", "Technician");
    const fields = await screen.findByTestId("technician-fields");
    expect(within(fields).getByRole("switch", { name: "Takes jobs" })).toBeChecked();
    await choose("Languages spoken", "Urdu");
    await choose("Languages spoken", "Arabic");
    await choose("Services they can do", "AC service");
    // the categories are the company's services' categories, once each
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Categories they can do" }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option[title="Cleaning"]')).toHaveLength(1));
    await choose("Categories they can do", "Cleaning");

    fireEvent.click(screen.getByTestId("team-user-save"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      first_name: "Hamza",
      last_name: "Qureshi",
      email: "hamza@sparkle.test",
      phone: "+971501112233",
      role_ids: [33],
      password: "Secret#2026",
      password_confirmation: "Secret#2026",
      technician: { colour: "#1677ff", is_active: true, languages: ["ur", "ar"], service_ids: [7], category_ids: [1] },
    });
  });

  it("a dispatcher is created without a technician profile", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      mock.post(`${BASE}/user/create`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return ok(user(10, "Mona"), 201);
      }),
    );
    renderAt("/partner/team-users/create", "/partner/team-users/create", <TeamUserCreatePage />);
    fireEvent.change(await screen.findByTestId("team-user-first-name"), { target: { value: "Mona" } });
    fireEvent.change(screen.getByTestId("team-user-last-name"), { target: { value: "Saeed" } });
    fireEvent.change(screen.getByTestId("team-user-email"), { target: { value: "mona@sparkle.test" } });
    fireEvent.change(screen.getByTestId("team-user-phone"), { target: { value: "+971501112244" } });
    fireEvent.change(screen.getByTestId("team-user-password"), { target: { value: "Secret#2026" } });
    fireEvent.change(screen.getByTestId("team-user-password-confirm"), { target: { value: "Secret#2026" } });
    await choose("Roles", "Dispatcher");
    expect(screen.queryByTestId("technician-fields")).toBeNull();
    fireEvent.click(screen.getByTestId("team-user-save"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ role_ids: [32], email: "mona@sparkle.test" });
    expect(bodies[0]).not.toHaveProperty("technician");
  });

  it("editing a technician shows their profile and sends the change", async () => {
    const bodies: Record<string, unknown>[] = [];
    const technician = {
      colour: "#eb2f96",
      is_active: false,
      languages: ["hi"],
      service_ids: [5],
      category_ids: [],
    };
    server.use(
      mock.get(`${BASE}/user/details/8`, () => ok({ ...user(8, "Layla"), technician })),
      mock.post(`${BASE}/user/update/8`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return ok(user(8, "Layla"));
      }),
    );
    renderAt("/partner/team-users/edit/8", "/partner/team-users/edit/:id", <TeamUserEditPage />);
    const fields = await screen.findByTestId("technician-fields");
    await waitFor(() => expect(screen.getByTestId("team-user-first-name")).toHaveValue("Layla"));
    expect(within(fields).getByRole("switch", { name: "Takes jobs" })).not.toBeChecked();
    expect(within(fields).getByText("Hindi")).toBeInTheDocument();
    await waitFor(() => expect(within(fields).getByText("Deep cleaning")).toBeInTheDocument());
    fireEvent.click(within(fields).getByRole("switch", { name: "Takes jobs" }));
    fireEvent.click(screen.getByTestId("team-user-save"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      role_ids: [33],
      technician: { ...technician, is_active: true },
    });
    expect(bodies[0]).not.toHaveProperty("password");
  });
});

const partnerGroups: PermissionGroup[] = [
  {
    module: "user",
    label: "Users",
    label_en: "Users",
    label_ar: "المستخدمون",
    scopes: ["internal", "partner"],
    permissions: [
      { id: 10, name: "read-user" },
      { id: 11, name: "create-user" },
    ],
  },
  {
    module: "report-export",
    label: "Report exports",
    label_en: "Report exports",
    label_ar: "تصدير التقارير",
    scopes: ["partner"],
    permissions: [{ id: 40, name: "export-sales-report" }],
  },
];
/** An internal-only module: never offered to a partner role, even if an answer carried it. */
const internalOnly: PermissionGroup = {
  module: "settings",
  label: "Settings",
  label_en: "Settings",
  label_ar: "الإعدادات",
  scopes: ["internal"],
  permissions: [{ id: 50, name: "read-settings" }],
};

describe("partner roles", { timeout: 60_000 }, () => {
  it("lists the company's roles; built-in ones have no edit button", async () => {
    server.use(mock.get(`${BASE}/role/list`, () => ok(page(roles))));
    renderAt("/partner/team-roles", "/partner/team-roles", <TeamRoleListPage />);
    const table = await screen.findByTestId("team-role-table");
    expect(await within(table).findByText("Night shift")).toBeInTheDocument();
    expect(within(table).getAllByText("Built-in")).toHaveLength(3);
    expect(await screen.findByTestId("team-role-edit-40")).toBeInTheDocument();
    expect(screen.queryByTestId("team-role-edit-32")).toBeNull();
    expect(screen.getByTestId("team-role-permissions-32")).toBeInTheDocument();
  });

  it("the matrix offers only the partner permission set and saves the role's full list", async () => {
    const bodies: unknown[] = [];
    const types: (string | null)[] = [];
    server.use(
      mock.get(`${BASE}/role/details/40`, () =>
        ok(role({ id: 40, name: "Night shift", is_system: 0, permissions: ["read-user"] })),
      ),
      mock.get(`${BASE}/permissions`, ({ request }) => {
        types.push(new URL(request.url).searchParams.get("type"));
        return ok([...partnerGroups, internalOnly]);
      }),
      mock.post(`${BASE}/manage-role-permissions`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(role({ id: 40, name: "Night shift", is_system: 0 }));
      }),
    );
    renderAt("/partner/team-roles/40/permissions", "/partner/team-roles/:id/permissions", <TeamRolePermissionsPage />);
    const exportSales = await screen.findByRole("checkbox", { name: "export-sales-report" });
    expect(types).toEqual(["partner"]);
    expect(screen.queryByRole("checkbox", { name: "read-settings" })).toBeNull();
    expect(screen.getByTestId("matrix-count")).toHaveTextContent("1 of 3");
    expect(screen.getByRole("checkbox", { name: "read-user" })).toBeChecked();
    fireEvent.click(exportSales);
    fireEvent.click(screen.getByRole("checkbox", { name: "create-user" }));
    fireEvent.click(screen.getByTestId("matrix-save"));
    await waitFor(() =>
      expect(bodies).toEqual([{ role_id: 40, permissions: ["read-user", "create-user", "export-sales-report"] }]),
    );
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("the Partner Owner's matrix is read-only", async () => {
    server.use(
      mock.get(`${BASE}/role/details/31`, () => ok(role({ permissions: ["read-user", "create-user"] }))),
      mock.get(`${BASE}/permissions`, () => ok(partnerGroups)),
    );
    renderAt("/partner/team-roles/31/permissions", "/partner/team-roles/:id/permissions", <TeamRolePermissionsPage />);
    expect(await screen.findByRole("checkbox", { name: "read-user" })).toBeDisabled();
    expect(screen.getByTestId("matrix-effect")).toHaveTextContent("always holds every partner permission");
    expect(screen.getByTestId("matrix-save")).toBeDisabled();
  });
});
