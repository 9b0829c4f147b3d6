import { CanAccess } from "@refinedev/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "../../src/i18n/modules/partner-work";
import type { ApiSchema } from "../../src/api/api-types";
import { setAccessToken } from "../../src/api/token";
import { i18n } from "../../src/i18n";
import ReassignmentListPage from "../../src/portals/admin/appointments/reassignment-list";
import { CompletionReportSection } from "../../src/portals/customer/pages/bookings/booking-details-report";
import { QuotationPhotos, quotationMethods } from "../../src/portals/customer/pages/bookings/quotation-photos";
import { CompletionReportButton } from "../../src/portals/partner/appointments/completion-report-dialog";
import { QuotationButton, type WorkBooking } from "../../src/portals/partner/appointments/quotation-dialog";
import { WorkSummary } from "../../src/portals/partner/appointments/quotation-summary";
import { ReassignmentButton } from "../../src/portals/partner/appointments/reassignment-request-dialog";
import { type LoginSession, useKhidmaStore } from "../../src/state";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

/**
 * Issue 16 (d) in the SPA: the partner's quotation, completion report and reassignment dialogs (multipart bodies,
 * field errors at the fields, buttons only where the state and the role allow), the admin's reassignment to another
 * provider, and what the customer sees of a report and a quotation's photos.
 */

const OWNER = ["read-dashboard", "read-admin-booking-appointment", "update-booking-appointment"];
const signInPartner = (permissions = OWNER) => {
  const role = { id: 31, name: "Partner Owner", type: "partner" as const, permissions };
  useKhidmaStore.getState().setSession({
    access_token: "t",
    user: { id: 3, first_name: "Rashid", last_name: "Al Falasi", roles: [role], partner_details: { id: 1 } },
    roles: [role],
    default_role: "Partner Owner",
  } as unknown as LoginSession);
  setAccessToken("user-token");
};
let signIn: () => void = () => signInPartner();
const { server } = setupAdminTests({ signIn: () => signIn() });

const booking = (over: Partial<WorkBooking> = {}): WorkBooking => ({
  id: 41,
  number: "BK-000041",
  status: "in-progress",
  completion_report: null,
  reassignment_requests: [],
  ...over,
});

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "seal.png", {
  type: "image/png",
});
const at = (node: React.ReactNode) => renderAt("/partner/appointments/show/41", "/partner/appointments/show/:id", node);

describe("partner: Send quotation", () => {
  it("is offered only while the job is under way, and only to a role that may update appointments", async () => {
    // a control that the same answers show: the reassignment button of a confirmed booking, or a list permission
    const first = at(
      <>
        <QuotationButton booking={booking({ status: "requested" })} />
        <ReassignmentButton booking={booking({ status: "confirmed" })} />
      </>,
    );
    expect(await screen.findByTestId("reassign-open")).toBeInTheDocument();
    expect(screen.queryByTestId("quotation-open")).toBeNull();
    first.unmount();
    signIn = () => signInPartner(["read-dashboard", "read-admin-booking-appointment"]);
    signIn();
    const second = at(
      <>
        <QuotationButton booking={booking()} />
        <CanAccess resource="partner-appointments" action="list">
          <p>may list</p>
        </CanAccess>
      </>,
    );
    expect(await screen.findByText("may list")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("quotation-open")).toBeNull());
    second.unmount();
    signIn = () => signInPartner();
    signIn();
    at(<QuotationButton booking={booking({ status: "technician-assigned" })} />);
    expect(await screen.findByTestId("quotation-open")).toBeInTheDocument();
  });

  it("sends the lines as JSON with the photos as multipart, shows the total and the server's field errors", async () => {
    const bodies: FormData[] = [];
    let refuse = true;
    server.use(
      mock.post(`${BASE}/partner/quotation/create`, async ({ request }) => {
        bodies.push(await request.formData());
        if (refuse)
          return HttpResponse.json(
            {
              status_code: 422,
              data: null,
              message: "The given data was invalid.",
              errors: { "lines.0.unit_price": ["The unit price may have at most 2 decimals."] },
            },
            { status: 422 },
          );
        return ok({ id: 9, number: "QT-000009" }, 201);
      }),
    );
    const user = userEvent.setup();
    at(<QuotationButton booking={booking()} />);
    await user.click(await screen.findByTestId("quotation-open"));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByTestId("line-description-0"), "Door seal");
    await user.clear(within(dialog).getByTestId("line-quantity-0"));
    await user.type(within(dialog).getByTestId("line-quantity-0"), "2");
    await user.type(within(dialog).getByTestId("line-price-0"), "94.5");
    // the first file input is line 1's (the quotation's own photos come after the lines)
    await user.upload(dialog.querySelectorAll<HTMLInputElement>("input[type=file]")[0], PNG);
    await waitFor(() => expect(screen.getByTestId("quotation-total-preview")).toHaveTextContent("189.00"));
    await user.click(screen.getByTestId("quotation-send"));
    expect(await within(dialog).findByText("The unit price may have at most 2 decimals.")).toBeInTheDocument();
    expect(within(dialog).getByTestId("line-description-0")).toHaveValue("Door seal");
    const first = bodies[0];
    expect(first.get("booking_id")).toBe("41");
    expect(JSON.parse(String(first.get("lines")))).toEqual([
      { description: "Door seal", quantity: 2, unit_price: 94.5 },
    ]);
    expect(first.get("valid_days")).toBe("7");
    expect(first.getAll("lines[0][photos]")).toHaveLength(1);

    refuse = false;
    await user.click(screen.getByTestId("quotation-send"));
    expect(await screen.findByText("Quotation QT-000009 sent to the customer.")).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });
});

describe("partner: Completion report", () => {
  const checklist = {
    booking_id: 41,
    source: "service",
    items: [
      { key: "s5-0", label: "Dusting", label_en: "Dusting", label_ar: "إزالة الغبار" },
      { key: "s5-1", label: "Mopping", label_en: "Mopping", label_ar: "مسح الأرضيات" },
    ],
  };

  it("is offered for a booking in progress without a report; sends notes, checklist, minutes and photos", async () => {
    const bodies: FormData[] = [];
    server.use(
      mock.get(`${BASE}/partner/completion-report/checklist/41`, () => ok(checklist)),
      mock.post(`${BASE}/partner/completion-report/create`, async ({ request }) => {
        bodies.push(await request.formData());
        return ok({ id: 41, status: "completed" }, 201);
      }),
    );
    const user = userEvent.setup();
    const done = at(
      <>
        <CompletionReportButton booking={booking({ status: "on-the-way" })} />
        <ReassignmentButton booking={booking({ status: "on-the-way" })} />
      </>,
    );
    expect(await screen.findByTestId("reassign-open")).toBeInTheDocument();
    expect(screen.queryByTestId("report-open")).toBeNull();
    done.unmount();
    at(<CompletionReportButton booking={booking()} />);
    await user.click(await screen.findByTestId("report-open"));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByTestId("report-submit"));
    expect(await within(dialog).findByText("Write what was done.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.type(within(dialog).getByTestId("report-notes"), "All rooms cleaned.");
    await user.click(await within(dialog).findByRole("checkbox", { name: "Mopping" }));
    await user.type(within(dialog).getByTestId("report-minutes"), "90");
    // before photos, then after photos
    await user.upload(dialog.querySelectorAll<HTMLInputElement>("input[type=file]")[1], PNG);
    await user.click(within(dialog).getByTestId("report-submit"));
    expect(await screen.findByText("Report submitted: booking BK-000041 is completed.")).toBeInTheDocument();
    const body = bodies[0];
    expect(body.get("notes")).toBe("All rooms cleaned.");
    expect(body.get("minutes_on_site")).toBe("90");
    expect(JSON.parse(String(body.get("checklist")))).toEqual([
      { key: "s5-0", done: false },
      { key: "s5-1", done: true },
    ]);
    expect(body.getAll("after_photos")).toHaveLength(1);
    expect(body.getAll("before_photos")).toHaveLength(0);
  });
});

describe("partner: what was sent", () => {
  it("lists the quotations with the customer's answer and payment, the report and the requests", async () => {
    const quotation = {
      id: 9,
      number: "QT-000009",
      title: "Door seal",
      total: 189,
      status: "accepted",
      order_status: "pending",
      order_payment_method: "card",
    } as unknown as ApiSchema<"Quotation">;
    const request = { id: 5, status: "rejected", reason: "Van broke down", resolution_note: "Please keep it" };
    at(
      <WorkSummary
        booking={{
          quotations: [quotation, { ...quotation, id: 10, number: "QT-000010", order_status: "paid" }],
          completion_report: null,
          reassignment_requests: [request as WorkBooking["reassignment_requests"][number]],
        }}
      />,
    );
    expect(await screen.findByTestId("sent-quotation-9")).toHaveTextContent("Awaiting card payment");
    expect(screen.getByTestId("sent-quotation-10")).toHaveTextContent("Paid");
    expect(screen.getByTestId("sent-reassignment-5")).toHaveTextContent("Declined");
    expect(screen.getByTestId("sent-reassignment-5")).toHaveTextContent("Please keep it");
  });

  it("shows its own report's notes and which checklist items were done", async () => {
    const item = (key: string, label: string, done: boolean) => ({
      key,
      label,
      label_en: label,
      label_ar: label,
      done,
    });
    at(
      <WorkSummary
        booking={{
          quotations: [],
          completion_report: {
            id: 3,
            notes: "Seal replaced; the door closes tight.",
            photos: [],
            before_photos: [],
            after_photos: [],
            checklist: [item("dust", "Dusting", true), item("floors", "Floors", false)],
            minutes_on_site: 95,
            started_at: null,
            ended_at: null,
            customer_signoff: false,
            signed_by: null,
            created_at: "2026-11-28T10:04:00Z",
          },
          reassignment_requests: [],
        }}
      />,
    );
    const report = await screen.findByTestId("sent-report");
    expect(report).toHaveTextContent("Seal replaced; the door closes tight.");
    expect(report).toHaveTextContent("1/2 done");
    const items = within(screen.getByRole("list", { name: "Checklist" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["✓ Dusting", "– Floors"]);
  });
});

describe("partner: Ask Khidma to reassign", () => {
  it("posts the reason; a waiting request shows instead of the button", async () => {
    const posts: unknown[] = [];
    server.use(
      mock.post(`${BASE}/partner/reassignment/request/41`, async ({ request }) => {
        posts.push(await request.json());
        return ok({ id: 5 }, 201);
      }),
    );
    const user = userEvent.setup();
    at(<ReassignmentButton booking={booking({ status: "confirmed" })} />);
    await user.click(await screen.findByTestId("reassign-open"));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByTestId("reassign-reason"), "Our van broke down");
    await user.click(within(dialog).getByTestId("reassign-send"));
    expect(await screen.findByText("Request sent to Khidma.")).toBeInTheDocument();
    expect(posts).toEqual([{ reason: "Our van broke down" }]);
  });

  it("shows the waiting request", async () => {
    const pending = { id: 5, status: "pending" } as WorkBooking["reassignment_requests"][number];
    at(<ReassignmentButton booking={booking({ status: "confirmed", reassignment_requests: [pending] })} />);
    expect(await screen.findByTestId("reassignment-pending")).toHaveTextContent("waiting for Khidma");
    expect(screen.queryByTestId("reassign-open")).toBeNull();
  });
});

describe("admin: approve a reassignment with another provider", () => {
  it("lists the providers of the area, disables those that cannot take it with the reason, and posts new_partner_id", async () => {
    signIn = () =>
      signInAs({
        id: 1,
        name: "Admin",
        type: "internal",
        permissions: ["read-admin-booking-appointment", "update-booking-appointment"],
      });
    signIn();
    const request: ApiSchema<"ReassignmentRequest"> = {
      id: 7,
      booking: {
        id: 31,
        number: "BK-000031",
        status: "confirmed",
        status_label: "Confirmed",
        scheduled_at: "2026-05-02T06:00:00.000Z",
        partner: { id: 1, name: "Sparkle Cleaning LLC" },
        customer: { id: 9, name: "James Whitfield" },
        technician: null,
      },
      technician: null,
      new_technician: null,
      requested_by: { id: 3, name: "Rashid Al Falasi" },
      partner: { id: 1, name: "Sparkle Cleaning LLC" },
      new_partner: null,
      reason: "Our van is off the road",
      status: "pending",
      resolution_note: null,
      resolved_by: null,
      created_at: "2026-05-01T06:00:00.000Z",
      updated_at: "2026-05-01T06:00:00.000Z",
    };
    const approvals: unknown[] = [];
    server.use(
      mock.get(`${BASE}/admin/reassignment/list`, () => ok(page([request]))),
      mock.get(`${BASE}/web/partner/list`, () => ok(page([{ id: 1, name: "Sparkle Cleaning LLC" }]))),
      mock.get(`${BASE}/admin/reassignment/eligible-partners/7`, () =>
        ok([
          {
            id: 12,
            name: "Pure Shine Cleaning",
            name_en: "Pure Shine Cleaning",
            name_ar: "x",
            eligible: true,
            reason: null,
          },
          {
            id: 8,
            name: "FixIt Handyman",
            name_en: "FixIt Handyman",
            name_ar: "x",
            eligible: false,
            reason: "FixIt Handyman does not offer services like Home Cleaning.",
          },
        ]),
      ),
      mock.post(`${BASE}/admin/reassignment/approve/7`, async ({ request: r }) => {
        approvals.push(await r.json());
        return ok({ ...request, status: "approved", new_partner: { id: 12, name: "Pure Shine Cleaning" } });
      }),
    );
    const user = userEvent.setup();
    renderAt("/admin/reassignment-requests", "/admin/reassignment-requests", <ReassignmentListPage />);
    expect(await screen.findByText("Asked by Rashid Al Falasi")).toBeInTheDocument();
    await user.click(await screen.findByTestId("approve-7"));
    const dialog = await screen.findByRole("dialog");
    // a request without a technician goes to another provider by default
    expect(within(dialog).getByRole("radio", { name: "Another provider" })).toBeChecked();
    await user.click(within(dialog).getByRole("combobox"));
    expect(await screen.findByText("FixIt Handyman does not offer services like Home Cleaning.")).toBeInTheDocument();
    const disabled = screen
      .getByText("FixIt Handyman does not offer services like Home Cleaning.")
      .closest(".ant-select-item");
    expect(disabled).toHaveClass("ant-select-item-option-disabled");
    await user.click(screen.getByTitle("Pure Shine Cleaning"));
    await user.click(within(dialog).getByTestId("reassign-submit"));
    await waitFor(() => expect(approvals).toEqual([{ new_partner_id: 12 }]));
    signIn = () => signInPartner();
  });
});

describe("customer: the report and the quotation's photos", () => {
  const renderPlain = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

  it("shows notes, time on site, before and after photos and the checklist, in Arabic too", async () => {
    const report: ApiSchema<"BookingCompletionReport"> = {
      id: 3,
      notes: "All rooms cleaned.",
      photos: ["/uploads/a.png", "/uploads/b.png"],
      before_photos: ["/uploads/a.png"],
      after_photos: ["/uploads/b.png"],
      checklist: [
        { key: "s5-0", label: "Dusting", label_en: "Dusting", label_ar: "إزالة الغبار", done: true },
        { key: "s5-1", label: "Mopping", label_en: "Mopping", label_ar: "مسح الأرضيات", done: false },
      ],
      minutes_on_site: 135,
      started_at: "2026-05-02T11:00:00.000Z",
      ended_at: "2026-05-02T13:15:00.000Z",
      customer_signoff: false,
      signed_by: null,
      created_at: "2026-05-02T13:20:00.000Z",
    };
    const { unmount } = renderPlain(<CompletionReportSection report={report} />);
    expect(screen.getByTestId("report-time")).toHaveTextContent("2 h 15 min");
    expect(screen.getByRole("img", { name: "Before photo 1" })).toHaveAttribute("src", "/uploads/a.png");
    expect(screen.getByRole("img", { name: "After photo 1" })).toHaveAttribute("src", "/uploads/b.png");
    expect(screen.getByText("1 of 2 done")).toBeInTheDocument();
    expect(within(screen.getByTestId("report-checklist")).getByText("(Done)", { exact: false })).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage("ar");
    renderPlain(<CompletionReportSection report={report} />);
    expect(screen.getByRole("heading", { name: "تقرير إنجاز العمل" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "صورة قبل العمل 1" })).toBeInTheDocument();
    await i18n.changeLanguage("en");
  });

  it("shows the quotation's photos and the line photos; cash only for a cash booking", () => {
    const q = {
      photos: ["/uploads/q.png"],
      lines: [
        { description: "Door seal", photos: ["/uploads/l.png"] },
        { description: "Labour", photos: [] },
      ],
    } as unknown as ApiSchema<"Quotation">;
    renderPlain(<QuotationPhotos q={q} />);
    expect(screen.getByRole("img", { name: "Photo 1" })).toHaveAttribute("src", "/uploads/q.png");
    expect(screen.getByRole("heading", { name: "Photos: Door seal" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Photos: Labour" })).toBeNull();
    expect(quotationMethods({ booking_payment_method: "card" })).toEqual(["card", "wallet"]);
    expect(quotationMethods({ booking_payment_method: "cash" })).toEqual(["cash", "card", "wallet"]);
    expect(quotationMethods({ booking_payment_method: "wallet" })).toEqual(["wallet", "card"]);
  });
});
