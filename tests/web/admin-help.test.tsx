import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiSchema } from "../../src/api/api-types";
import { setRequestLanguage } from "../../src/api/http";
import { i18n } from "../../src/i18n";
import FaqList from "../../src/portals/admin/help/faq-list";
import HelpArticleShow from "../../src/portals/admin/help/help-article-show";
import HelpCentre from "../../src/portals/admin/help/help-centre";
import { BASE, ok, page, renderAt, setupAdminTests, signInAs } from "./admin-helpers";

type HelpArticle = ApiSchema<"HelpArticle">;
type HelpTopic = ApiSchema<"HelpTopic">;
type AdminFaq = ApiSchema<"AdminFaq">;

const EDITOR = ["read-help", "update-help"];
let permissions = EDITOR;

const TOPICS: HelpTopic[] = [
  {
    key: "partners",
    name: "Partners and applications",
    name_en: "Partners and applications",
    name_ar: "الشركاء وطلبات الانضمام",
    count: 1,
  },
  {
    key: "money",
    name: "Payments, refunds and payouts",
    name_en: "Payments, refunds and payouts",
    name_ar: "المدفوعات والاستردادات والمستحقات",
    count: 2,
  },
];

const article = (id: number, lang: string, over: Partial<HelpArticle> = {}): HelpArticle => {
  const a = {
    id,
    topic: "money" as const,
    topic_name: "Payments, refunds and payouts",
    title_en: `Run a payout cycle ${id}`,
    title_ar: `تشغيل دورة المستحقات ${id}`,
    body_en: "Go to **Finance > Payouts**.\n\n1. Run the cycle\n2. Approve",
    body_ar: "اذهب إلى **المالية > المستحقات**.",
    status: "active" as const,
    sort_order: id,
    updated_at: "2026-01-02T08:00:00Z",
    ...over,
  };
  return { ...a, title: lang === "ar" ? a.title_ar : a.title_en, body: lang === "ar" ? a.body_ar : a.body_en };
};
const langOf = (request: Request) => (request.headers.get("accept-language")?.startsWith("ar") ? "ar" : "en");

const faq = (id: number, audience: "customer" | "partner", over: Partial<AdminFaq> = {}): AdminFaq => ({
  id,
  audience,
  question: `Question ${id}?`,
  question_en: `Question ${id}?`,
  question_ar: `سؤال ${id}؟`,
  answer: `Answer ${id}.`,
  answer_en: `Answer ${id}.`,
  answer_ar: `إجابة ${id}.`,
  sort_order: id,
  status: "active",
  updated_at: null,
  ...over,
});

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ status_code: 422, data: null, message: "The given data was invalid.", errors }, { status: 422 });

const { server } = setupAdminTests({
  handlers: () => [
    mock.get(`${BASE}/help/topics`, () => ok(TOPICS)),
    mock.get(`${BASE}/help/list`, ({ request }) =>
      ok(page([article(1, langOf(request)), article(2, langOf(request))])),
    ),
    mock.get(`${BASE}/help/details/:id`, ({ params, request }) => ok(article(Number(params.id), langOf(request)))),
  ],
  signIn: () => signInAs({ id: 1, name: "Admin", type: "internal", permissions }),
});

afterEach(async () => {
  permissions = EDITOR;
  setRequestLanguage(undefined);
  await i18n.changeLanguage("en");
});

const renderCentre = () => renderAt("/admin/help", "/admin/help", <HelpCentre />);

describe("admin help centre (issue 18c)", () => {
  it("lists the guides; the search and the topic (with its count) reach help/list", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mock.get(`${BASE}/help/list`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(page([article(1, "en")]));
      }),
    );
    renderCentre();
    const link = await screen.findByRole("link", { name: "Run a payout cycle 1" });
    expect(link).toHaveAttribute("href", "/admin/help/show/1");
    fireEvent.change(screen.getByLabelText("Search the guides (English or Arabic)"), { target: { value: "دورة" } });
    await waitFor(() => expect(queries.at(-1)?.get("search")).toBe("دورة"));
    fireEvent.mouseDown(within(screen.getByTestId("help-topic")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Payments, refunds and payouts (2)"));
    await waitFor(() => expect(queries.at(-1)?.get("topic")).toBe("money"));
    expect(queries.at(-1)?.get("search")).toBe("دورة");
  });

  it("an editor creates an article: a 422 shows at its field and keeps what was typed", async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${BASE}/help/create`, async ({ request }) => {
        bodies.push(await request.json());
        return invalid({ title_ar: ["The title ar may not be greater than 200 characters."] });
      }),
    );
    renderCentre();
    await userEvent.click(await screen.findByTestId("help-create"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(dialog).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Partners and applications"));
    fireEvent.change(within(dialog).getByLabelText("Title (English)"), { target: { value: "Suspend a partner" } });
    fireEvent.change(within(dialog).getByLabelText("Title (Arabic)"), { target: { value: "إيقاف شريك" } });
    fireEvent.change(within(dialog).getByLabelText("Text (English, markdown)"), { target: { value: "1. Open it" } });
    fireEvent.change(within(dialog).getByLabelText("Text (Arabic, markdown)"), { target: { value: "1. افتحه" } });
    await userEvent.click(screen.getByTestId("help-article-create-submit"));
    expect(await within(dialog).findByText("The title ar may not be greater than 200 characters.")).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        topic: "partners",
        title_en: "Suspend a partner",
        title_ar: "إيقاف شريك",
        body_en: "1. Open it",
        body_ar: "1. افتحه",
        status: "active",
      },
    ]);
    expect(within(dialog).getByLabelText("Title (Arabic)")).toHaveValue("إيقاف شريك");
  });

  it("a reader (read-help only) gets no New article button", async () => {
    permissions = ["read-help"];
    signInAs({ id: 1, name: "Support", type: "internal", permissions });
    renderCentre();
    expect(await screen.findByText("Run a payout cycle 1")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("help-create")).not.toBeInTheDocument());
  });

  it("shows an article's markdown (bold, numbered list); delete asks, posts help/delete and goes back", async () => {
    const deleted: string[] = [];
    server.use(
      mock.post(`${BASE}/help/delete/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return ok({ id: Number(params.id) });
      }),
    );
    renderAt("/admin/help/show/2", "/admin/help/show/:id", <HelpArticleShow />);
    expect(await screen.findByRole("heading", { name: "Run a payout cycle 2" })).toBeInTheDocument();
    const body = screen.getByTestId("help-article");
    expect(within(body).getByText("Finance > Payouts").tagName).toBe("STRONG");
    expect(within(body).getByText("Approve").closest("ol")).not.toBeNull();
    await userEvent.click(screen.getByTestId("help-delete"));
    expect(deleted).toEqual([]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete", hidden: false }));
    await waitFor(() => expect(deleted).toEqual(["2"]));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("in Arabic the article and labels are Arabic", async () => {
    await i18n.changeLanguage("ar");
    setRequestLanguage("ar");
    renderAt("/admin/help/show/2", "/admin/help/show/:id", <HelpArticleShow />);
    expect(await screen.findByRole("heading", { name: "تشغيل دورة المستحقات 2" })).toBeInTheDocument();
    expect(screen.getByText("المالية > المستحقات").tagName).toBe("STRONG");
    expect(screen.getByRole("button", { name: /تعديل/ })).toBeInTheDocument();
  });
});

describe("admin FAQs (issue 18c)", () => {
  const renderFaqs = () => renderAt("/admin/help/faqs", "/admin/help/faqs", <FaqList />);

  it("tabs switch the audience; the switch hides a question through faq/update and the list is read again", async () => {
    const queries: URLSearchParams[] = [];
    const updates: unknown[] = [];
    let customer = [faq(1, "customer"), faq(2, "customer")];
    server.use(
      mock.get(`${BASE}/faq/admin-list`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        queries.push(q);
        return ok(page(q.get("audience") === "partner" ? [faq(7, "partner")] : customer));
      }),
      mock.post(`${BASE}/faq/update/:id`, async ({ params, request }) => {
        const body = (await request.json()) as Partial<AdminFaq>;
        updates.push({ id: String(params.id), body });
        customer = customer.map((f) => (f.id === Number(params.id) ? { ...f, ...body } : f));
        return ok(customer.find((f) => f.id === Number(params.id)));
      }),
    );
    renderFaqs();
    expect(await screen.findByText("Question 1?")).toBeInTheDocument();
    expect(queries[0].get("audience")).toBe("customer");
    const toggle = screen.getByRole("switch", { name: "Shown on the FAQ page: Question 2?" });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(updates).toEqual([{ id: "2", body: { status: "inactive" } }]));
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Shown on the FAQ page: Question 2?" })).not.toBeChecked(),
    );
    await userEvent.click(screen.getByRole("tab", { name: "Partners" }));
    expect(await screen.findByText("Question 7?")).toBeInTheDocument();
    expect(queries.at(-1)?.get("audience")).toBe("partner");
  });

  it("a new question on the Partners tab is for partners, with its order; edit reads it and saves", async () => {
    const created: unknown[] = [];
    const updated: unknown[] = [];
    server.use(
      mock.get(`${BASE}/faq/admin-list`, () => ok(page([faq(7, "partner")]))),
      mock.get(`${BASE}/faq/details/7`, () => ok(faq(7, "partner"))),
      mock.post(`${BASE}/faq/create`, async ({ request }) => {
        created.push(await request.json());
        return ok(faq(9, "partner"), 201);
      }),
      mock.post(`${BASE}/faq/update/7`, async ({ request }) => {
        updated.push(await request.json());
        return ok(faq(7, "partner"));
      }),
    );
    renderAt(
      "/admin/help/faqs?filters[0][field]=audience&filters[0][operator]=eq&filters[0][value]=partner",
      "/admin/help/faqs",
      <FaqList />,
    );
    expect(await screen.findByText("Question 7?")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("faq-add"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Question (English)"), { target: { value: "When am I paid?" } });
    fireEvent.change(within(dialog).getByLabelText("Question (Arabic)"), { target: { value: "متى أتقاضى أجري؟" } });
    fireEvent.change(within(dialog).getByLabelText("Answer (English)"), { target: { value: "Weekly." } });
    fireEvent.change(within(dialog).getByLabelText("Answer (Arabic)"), { target: { value: "أسبوعيًا." } });
    fireEvent.change(within(dialog).getByLabelText("Order"), { target: { value: "3" } });
    await userEvent.click(screen.getByTestId("faq-create-submit"));
    await waitFor(() =>
      expect(created).toEqual([
        {
          audience: "partner",
          question_en: "When am I paid?",
          question_ar: "متى أتقاضى أجري؟",
          answer_en: "Weekly.",
          answer_ar: "أسبوعيًا.",
          sort_order: 3,
          status: "active",
        },
      ]),
    );

    await userEvent.click(screen.getByRole("button", { name: "Edit: Question 7?" }));
    const editDialog = (await screen.findAllByRole("dialog")).at(-1) as HTMLElement;
    await waitFor(() => expect(within(editDialog).getByLabelText("Question (English)")).toHaveValue("Question 7?"));
    fireEvent.change(within(editDialog).getByLabelText("Question (English)"), { target: { value: "Question seven?" } });
    await userEvent.click(screen.getByTestId("faq-edit-submit"));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toMatchObject({ question_en: "Question seven?", question_ar: "سؤال 7؟", audience: "partner" });
  });

  it("a reader sees the FAQs without add, edit, delete, and the switches are disabled", async () => {
    permissions = ["read-help"];
    signInAs({ id: 1, name: "Support", type: "internal", permissions });
    server.use(mock.get(`${BASE}/faq/admin-list`, () => ok(page([faq(1, "customer")]))));
    renderFaqs();
    expect(await screen.findByText("Question 1?")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Shown on the FAQ page: Question 1?" })).toBeDisabled(),
    );
    expect(screen.queryByTestId("faq-add")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit: Question 1?" })).not.toBeInTheDocument();
  });
});
