import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { describe, expect, it, vi } from "vitest";
import { BUILT_IN_ROLES } from "../../common/permissions";
import "../../src/i18n/modules/admin-catalog";
import type { ReactNode } from "react";
import BannersPage from "../../src/portals/admin/catalog/banners";
import CategoriesPage, { type AdminCategory, moved, movedTo } from "../../src/portals/admin/catalog/categories";
import ServiceAreasPage from "../../src/portals/admin/catalog/service-areas";
import AdminServicesPage from "../../src/portals/admin/catalog/services";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

const signIn = (role: { name: string; permissions: string[] }) =>
  signInAs({ id: 1, name: role.name, type: "internal", permissions: role.permissions });

const category = (id: number, name: string, sort: number): AdminCategory => ({
  id,
  slug: name.toLowerCase(),
  name,
  name_en: name,
  name_ar: `${name} ع`,
  description: "",
  description_en: "",
  description_ar: "",
  icon: null,
  image: null,
  is_trending: id === 1 ? 1 : 0,
  sort_order: sort,
  status: "active",
  service_count: 0,
  package_count: 0,
  attribute_count: 0,
  created_at: "2026-01-01T00:00:00.000Z",
});

const renderPage = (path: string, element: ReactNode) => renderAt(path, path, element);

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/mobile/category/list`, () => ok(page([{ id: 1, name: "Cleaning" }]))),
    mock.get(`${BASE}/web/partner/list`, () => ok(page([{ id: 1, name: "Sparkle" }]))),
  ],
  signIn: () => signIn(BUILT_IN_ROLES.admin),
});

describe("admin catalog", () => {
  it("moved() swaps a row with its neighbour and stays within bounds", () => {
    expect(moved([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
  });

  it("categories: the list asks by sort_order, and moving a row down sends the new order of ids", async () => {
    const queries: URLSearchParams[] = [];
    const reorders: unknown[] = [];
    let rows = [category(1, "Cleaning", 1), category(2, "Plumbing", 2), category(3, "Painting", 3)];
    server.use(
      mock.get(`${BASE}/service-category/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page(rows));
      }),
      mock.post(`${BASE}/service-category/reorder`, async ({ request }) => {
        const body = (await request.json()) as { ids: number[] };
        reorders.push(body);
        rows = body.ids.map((id, i) => ({ ...rows.find((r) => r.id === id)!, sort_order: i + 1 }));
        return ok({ updated: body.ids.length });
      }),
    );
    renderPage("/admin/service-categories", <CategoriesPage />);
    expect(await screen.findByText("Plumbing")).toBeInTheDocument();
    expect(queries[0].get("sortKey")).toBe("sort_order");
    expect(queries[0].get("sortVal")).toBe("asc");
    expect(queries[0].get("limit")).toBe("10");
    // the arrows come once refine has answered the reorder permission
    fireEvent.click(await screen.findByRole("button", { name: "Move Cleaning down" }));
    await waitFor(() => expect(reorders).toEqual([{ ids: [2, 1, 3] }]));
    // the table shows the new order
    await waitFor(() => {
      const names = within(screen.getByTestId("category-table"))
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent ?? "");
      expect(names[0]).toContain("Plumbing");
      expect(names[1]).toContain("Cleaning");
    });
    expect(screen.getByRole("button", { name: "Move Plumbing up" })).toBeDisabled();
  });

  it("movedTo() puts a row before or after another one", () => {
    expect(movedTo([1, 2, 3, 4], 1, 3, "after")).toEqual([2, 3, 1, 4]);
    expect(movedTo([1, 2, 3, 4], 4, 2, "before")).toEqual([1, 4, 2, 3]);
    expect(movedTo([1, 2, 3, 4], 2, 1, "before")).toEqual([2, 1, 3, 4]);
    expect(movedTo([1, 2, 3], 2, 2, "after")).toEqual([1, 2, 3]);
    expect(movedTo([1, 2, 3], 5, 2, "after")).toEqual([1, 2, 3]);
  });

  it("categories: dragging a row by its handle onto another saves the new order", async () => {
    const reorders: unknown[] = [];
    let rows = [category(1, "Cleaning", 1), category(2, "Plumbing", 2), category(3, "Painting", 3)];
    server.use(
      mock.get(`${BASE}/service-category/list`, () => ok(page(rows))),
      mock.post(`${BASE}/service-category/reorder`, async ({ request }) => {
        const body = (await request.json()) as { ids: number[] };
        reorders.push(body);
        rows = body.ids.map((id, i) => ({ ...rows.find((r) => r.id === id)!, sort_order: i + 1 }));
        return ok({ updated: body.ids.length });
      }),
    );
    renderPage("/admin/service-categories", <CategoriesPage />);
    await screen.findByText("Painting");
    // the handles come once refine has answered the reorder permission
    await screen.findByTestId("category-drag-3");
    const table = screen.getByTestId("category-table");
    const rowOf = (name: string) => within(table).getByText(name).closest("tr") as HTMLElement;
    const names = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) => ["Cleaning", "Plumbing", "Painting"].find((n) => r.textContent?.includes(n)));
    // jsdom has no DataTransfer nor layout: a stand-in for both
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: "", dropEffect: "" };
    const fire = (type: string, el: Element, clientY = 0) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientY });
      Object.defineProperty(event, "dataTransfer", { value: dataTransfer });
      el.dispatchEvent(event);
    };
    const target = rowOf("Cleaning");
    target.getBoundingClientRect = () =>
      ({ top: 100, height: 40, bottom: 140, left: 0, right: 0, width: 0 }) as DOMRect;

    // Painting onto the upper half of Cleaning: before it
    fire("dragstart", screen.getByTestId("category-drag-3"));
    expect(dataTransfer.setData).toHaveBeenCalledWith("text/plain", "3");
    fire("dragover", target, 105);
    await waitFor(() => expect(target).toHaveClass("kh-drop-before"));
    fire("drop", target, 105);
    await waitFor(() => expect(reorders).toEqual([{ ids: [3, 1, 2] }]));
    await waitFor(() => expect(names()).toEqual(["Painting", "Cleaning", "Plumbing"]));

    // Painting onto the lower half of Plumbing: after it, last again
    const last = rowOf("Plumbing");
    last.getBoundingClientRect = () => ({ top: 200, height: 40, bottom: 240, left: 0, right: 0, width: 0 }) as DOMRect;
    fire("dragstart", screen.getByTestId("category-drag-3"));
    fire("dragover", last, 235);
    fire("drop", last, 235);
    await waitFor(() => expect(reorders).toHaveLength(2));
    expect(reorders[1]).toEqual({ ids: [1, 2, 3] });
    await waitFor(() => expect(names()).toEqual(["Cleaning", "Plumbing", "Painting"]));

    // a drop on itself saves nothing: the next order saved is the arrow's, right after the second drop's
    fire("dragstart", screen.getByTestId("category-drag-1"));
    fire("drop", rowOf("Cleaning"));
    fireEvent.click(screen.getByRole("button", { name: "Move Cleaning down" }));
    await waitFor(() => expect(reorders).toHaveLength(3));
    expect(reorders[2]).toEqual({ ids: [2, 1, 3] });
  });

  it("categories: the trending switch posts the flag", async () => {
    const posts: unknown[] = [];
    server.use(
      mock.get(`${BASE}/service-category/list`, () => ok(page([category(2, "Plumbing", 1)]))),
      mock.post(`${BASE}/service-category/trending/2`, async ({ request }) => {
        posts.push(await request.json());
        return ok(category(2, "Plumbing", 1));
      }),
    );
    renderPage("/admin/service-categories", <CategoriesPage />);
    const trending = await screen.findByRole("switch", { name: "Trending: Plumbing" });
    // enabled once refine has answered the trending permission
    await waitFor(() => expect(trending).toBeEnabled());
    fireEvent.click(trending);
    await waitFor(() => expect(posts).toEqual([{ is_trending: 1 }]));
  });

  it("banners: a 422 puts the server's errors on the fields and keeps what was typed", async () => {
    server.use(
      mock.get(`${BASE}/banner/list`, () => ok(page([]))),
      mock.post(`${BASE}/banner/create`, () =>
        HttpResponse.json(
          {
            status_code: 422,
            data: null,
            message: "The given data was invalid.",
            errors: {
              link: ["The link must be a site path starting with / or an http(s) URL."],
              image: ["The image field is required."],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderPage("/admin/banners", <BannersPage />);
    fireEvent.click(await screen.findByTestId("banner-create"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Title (English)"), { target: { value: "Summer offer" } });
    fireEvent.change(within(dialog).getByLabelText("Title (Arabic)"), { target: { value: "عرض الصيف" } });
    fireEvent.change(within(dialog).getByLabelText("Link"), { target: { value: "javascript:x" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("The link must be a site path starting with / or an http(s) URL."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("The image field is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title (English)")).toHaveValue("Summer offer");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("banners: live now, scheduled and ended badges", async () => {
    const base = {
      subtitle: "",
      subtitle_en: "",
      subtitle_ar: "",
      image: "/x.svg",
      link: null,
      target: "customer",
      sort_order: 1,
      status: "active",
    };
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    server.use(
      mock.get(`${BASE}/banner/list`, () =>
        ok(
          page([
            {
              ...base,
              id: 1,
              title: "Live",
              title_en: "Live",
              title_ar: "م",
              starts_at: null,
              ends_at: null,
              is_live: true,
            },
            {
              ...base,
              id: 2,
              title: "Soon",
              title_en: "Soon",
              title_ar: "ق",
              starts_at: future,
              ends_at: null,
              is_live: false,
            },
            {
              ...base,
              id: 3,
              title: "Gone",
              title_en: "Gone",
              title_ar: "ا",
              starts_at: null,
              ends_at: past,
              is_live: false,
            },
          ]),
        ),
      ),
    );
    renderPage("/admin/banners", <BannersPage />);
    expect(await screen.findByTestId("banner-live-1")).toHaveTextContent("Live now");
    expect(screen.getByText("Scheduled")).toBeInTheDocument();
    expect(screen.getByText("Ended")).toBeInTheDocument();
  });

  it("support sees the services list without edit buttons, and its switches are disabled", async () => {
    signIn(BUILT_IN_ROLES.support);
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/admin/service/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(
          page([
            {
              id: 9,
              slug: "s",
              partner_id: 1,
              partner_name: "Sparkle",
              category_id: 1,
              category_name: "Cleaning",
              name: "Home cleaning",
              name_en: "Home cleaning",
              name_ar: "تنظيف",
              description: "",
              description_en: "",
              description_ar: "",
              includes: [],
              includes_en: [],
              includes_ar: [],
              price: 105,
              price_excl_vat: 100,
              vat_amount: 5,
              duration_minutes: 60,
              image: null,
              average_rating: 0,
              rating_count: 0,
              status: "active",
              active: 1,
              package_count: 0,
              created_at: "2026-01-01T00:00:00Z",
            },
          ]),
        );
      }),
    );
    renderPage("/admin/services", <AdminServicesPage />);
    expect(await screen.findByText("Home cleaning")).toBeInTheDocument();
    expect(screen.getByText("Sparkle · Cleaning")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Active: Home cleaning" })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Edit Home cleaning" })).toBeNull());
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(queries[0].get("sortKey")).toBe("id");
  });
});

/** A paged answer of `rows` for the page and limit asked, after `keep`. */
const pageOf = <T,>(rows: T[], q: URLSearchParams, keep: (row: T) => boolean = () => true) => {
  const kept = rows.filter(keep);
  const limit = Number(q.get("limit"));
  const at = Number(q.get("page"));
  return { data: kept.slice((at - 1) * limit, at * limit), total: kept.length, current_page: at, per_page: limit };
};

describe("admin service areas paging", () => {
  it("service areas: deleting an area refreshes the areas table and the emirate's counts", async () => {
    let areas = [
      { id: 1, emirate_id: 1, emirate_name: "Dubai", name: "Marina", status: "active", community_count: 0 },
      { id: 2, emirate_id: 1, emirate_name: "Dubai", name: "Jumeirah", status: "active", community_count: 0 },
    ];
    const deleted: string[] = [];
    server.use(
      mock.get(`${BASE}/service-area/emirate/list`, () =>
        ok([{ id: 1, slug: "dubai", name: "Dubai", area_count: areas.length, community_count: 0 }]),
      ),
      mock.get(`${BASE}/service-area/area/list`, () => ok(page(areas))),
      mock.get(`${BASE}/service-area/community/list`, () => ok(page([]))),
      mock.delete(`${BASE}/service-area/area/delete/:id`, ({ params }) => {
        deleted.push(String(params.id));
        areas = areas.filter((a) => String(a.id) !== params.id);
        return ok(null);
      }),
    );
    renderPage("/admin/service-areas", <ServiceAreasPage />);
    const areaTable = await screen.findByTestId("area-table");
    expect(await within(areaTable).findByText("Marina")).toBeInTheDocument();
    expect(await screen.findByText("2 areas · 0 communities")).toBeInTheDocument();

    await userEvent.click(within(areaTable).getByRole("button", { name: "Delete Marina" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toEqual(["1"]));
    await waitFor(() => expect(within(areaTable).queryByText("Marina")).not.toBeInTheDocument());
    expect(within(areaTable).getByText("Jumeirah")).toBeInTheDocument();
    expect(await screen.findByText("1 areas · 0 communities")).toBeInTheDocument();
  });

  it("a search, or another emirate, on page 2 of a table goes back to page 1", async () => {
    const areaQueries: URLSearchParams[] = [];
    const communityQueries: URLSearchParams[] = [];
    const areas = Array.from({ length: 15 }, (_, i) => ({
      id: i + 1,
      emirate_id: 1,
      emirate_name: "Dubai",
      name: i % 7 === 0 ? `Marina ${i + 1}` : `Area ${i + 1}`,
      status: "active",
      community_count: 1,
    }));
    const communities = Array.from({ length: 15 }, (_, i) => ({
      id: i + 1,
      emirate_id: 1,
      area_id: 1,
      name: `Community ${i + 1}`,
      latitude: 25.1,
      longitude: 55.2,
      partner_count: 0,
    }));
    server.use(
      mock.get(`${BASE}/service-area/emirate/list`, () =>
        ok([
          { id: 1, slug: "dubai", name: "Dubai", area_count: 15, community_count: 15 },
          { id: 2, slug: "sharjah", name: "Sharjah", area_count: 0, community_count: 0 },
        ]),
      ),
      mock.get(`${BASE}/service-area/area/list`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        areaQueries.push(q);
        const search = (q.get("search") ?? "").toLowerCase();
        return ok(
          pageOf(
            areas,
            q,
            (a) => String(a.emirate_id) === q.get("emirate_id") && a.name.toLowerCase().includes(search),
          ),
        );
      }),
      mock.get(`${BASE}/service-area/community/list`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        communityQueries.push(q);
        return ok(pageOf(communities, q, (c) => String(c.emirate_id) === q.get("emirate_id")));
      }),
    );
    renderPage("/admin/service-areas", <ServiceAreasPage />);
    const areaTable = await screen.findByTestId("area-table");
    expect(await within(areaTable).findByText("Area 2")).toBeInTheDocument();
    const last = (queries: URLSearchParams[]) => Object.fromEntries(queries[queries.length - 1]);
    /** Page 2 of a table's own pagination (beside the table, in its wrapper). */
    const toPage2 = (table: HTMLElement) =>
      userEvent.click(
        within(within(table.closest(".ant-table-wrapper") as HTMLElement).getByTitle("2")).getByRole("link"),
      );

    // areas: page 2, then a search that matches rows of page 1 only
    await toPage2(areaTable);
    expect(await within(areaTable).findByText("Area 12")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search areas" }), "marina");
    expect(await within(areaTable).findByText("Marina 8")).toBeInTheDocument();
    expect(within(areaTable).getByText("Marina 1")).toBeInTheDocument();
    expect(last(areaQueries)).toMatchObject({ page: "1", search: "marina", emirate_id: "1" });
    expect(areaQueries.filter((q) => q.has("search")).every((q) => q.get("page") === "1")).toBe(true);

    // communities: page 2, then another emirate: page 1 of both tables
    const communityTable = screen.getByTestId("community-table");
    await toPage2(communityTable);
    await waitFor(() => expect(last(communityQueries)).toMatchObject({ page: "2", emirate_id: "1" }));
    fireEvent.mouseDown(within(screen.getByTestId("emirate-select")).getByRole("combobox"));
    await userEvent.click(await screen.findByTitle("Sharjah"));
    await waitFor(() => expect(last(communityQueries)).toMatchObject({ page: "1", emirate_id: "2" }));
    expect(last(areaQueries)).toMatchObject({ page: "1", emirate_id: "2" });
    expect(communityQueries.filter((q) => q.get("emirate_id") === "2").every((q) => q.get("page") === "1")).toBe(true);
  });
});
