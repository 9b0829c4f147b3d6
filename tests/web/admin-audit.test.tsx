import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../src/i18n";
import type { AuditEntry } from "../../src/portals/admin/audit/audit-changes";
import AdminAuditLog from "../../src/portals/admin/audit/audit-list";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  created_at: "2026-11-20T06:30:00.000Z",
  actor_user_id: 1,
  actor_name: "Khidma Admin",
  actor_email: "admin@khidma.test",
  actor_role_id: 1,
  actor_role: "Admin",
  action: "update",
  entity: "coupon",
  entity_id: 12,
  before: { title_en: "Spring sale", discount_value: 10 },
  after: { title_en: "Spring sale 2", discount_value: 15 },
  changes: [
    { field: "title_en", before: "Spring sale", after: "Spring sale 2" },
    { field: "discount_value", before: 10, after: 15 },
  ],
  ip: "10.0.0.7",
  ...over,
});

const ENTRIES = [
  entry(2),
  entry(1, {
    actor_user_id: null,
    actor_name: null,
    actor_email: null,
    actor_role: null,
    action: "run-cycle",
    entity: "payout_cycle",
    entity_id: null,
    before: null,
    after: { created: 1 },
    changes: [{ field: "created", before: null, after: 1 }],
  }),
];

const queries: URLSearchParams[] = [];
setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/audit/list`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const entity = q.get("entity");
      return ok(page(entity ? ENTRIES.filter((e) => e.entity === entity) : ENTRIES));
    }),
    // nothing on this screen may write: any POST fails the test loudly
    mock.post(`${BASE}/audit/*`, () => HttpResponse.json({ message: "no" }, { status: 500 })),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions: ["read-audit-log"] }),
});

afterEach(async () => {
  queries.length = 0;
  await i18n.changeLanguage("en");
});

describe("admin audit log", () => {
  it("lists who did what to which record, newest first; a row opens to each field before and after", async () => {
    renderAt("/admin/audit-log", "/admin/audit-log", <AdminAuditLog />);
    const table = await screen.findByTestId("audit-table");
    expect(await within(table).findByText("Khidma Admin")).toBeInTheDocument();
    expect(within(table).getByText("admin@khidma.test")).toBeInTheDocument();
    expect(within(table).getByText("Updated")).toBeInTheDocument();
    expect(within(table).getByText("Coupon")).toBeInTheDocument();
    expect(within(table).getByText("#12")).toBeInTheDocument();
    expect(within(table).getByText("2 fields changed")).toBeInTheDocument();
    // a system job has no user; an action this screen names in words
    expect(within(table).getByText("System")).toBeInTheDocument();
    expect(within(table).getByText("Cycle run")).toBeInTheDocument();
    // 20-11-2026 06:30 UTC is 10:30 AM in Dubai
    expect(within(table).getAllByText("20-11-2026 10:30 AM")).toHaveLength(2);
    expect(queries[0].get("sortVal")).toBe("desc");

    fireEvent.click(within(table).getAllByRole("button", { name: /expand row/i })[0]);
    const changes = await screen.findByTestId("audit-changes-2");
    expect(within(changes).getByText("title_en")).toBeInTheDocument();
    expect(within(changes).getByText("Spring sale")).toBeInTheDocument();
    expect(within(changes).getByText("Spring sale 2")).toBeInTheDocument();
    expect(within(changes).getByText("10.0.0.7")).toBeInTheDocument();
    expect(within(changes).getByText("Acting as Admin")).toBeInTheDocument();
  });

  it("filters by the kind of record and searches by user", async () => {
    renderAt("/admin/audit-log", "/admin/audit-log", <AdminAuditLog />);
    await screen.findByText("Khidma Admin");
    fireEvent.mouseDown(within(screen.getByTestId("audit-entity-filter")).getByRole("combobox"));
    fireEvent.click((await screen.findAllByTitle("Payout cycle")).at(-1) as HTMLElement);
    await waitFor(() => expect(queries.at(-1)?.get("entity")).toBe("payout_cycle"));
    await waitFor(() => expect(screen.queryByText("Khidma Admin")).not.toBeInTheDocument());

    const search = screen.getByLabelText("User name or e-mail");
    fireEvent.change(search, { target: { value: "admin@khidma" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter" });
    await waitFor(() => expect(queries.at(-1)?.get("search")).toBe("admin@khidma"));
  });

  it("speaks Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderAt("/admin/audit-log", "/admin/audit-log", <AdminAuditLog />);
    const table = await screen.findByTestId("audit-table");
    expect(await within(table).findByText("قسيمة")).toBeInTheDocument();
    expect(within(table).getByText("النظام")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "سجل التدقيق" })).toBeInTheDocument();
  });
});
