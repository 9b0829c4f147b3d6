import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const ACCOUNTS = {
  admin: { email: "admin@khidma.test", password: "Admin#2026", login: "/admin/login" },
  support: { email: "support@khidma.test", password: "Support#2026", login: "/admin/login" },
  partner: { email: "partner@khidma.test", password: "Partner#2026", login: "/partner/login" },
  tech: { email: "tech@khidma.test", password: "Tech#2026", login: "/partner/login" },
  applicant: { email: "applicant@khidma.test", password: "Applicant#2026", login: "/partner/login" },
  customer: { email: "customer@khidma.test", password: "Customer#2026", login: "/login" },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/**
 * Signs in through the UI at the account's own login page (or `at`), with email and password: for the tests whose
 * subject is the sign-in page or what signing in does. Other tests use `signIn`.
 */
export async function signInWithForm(page: Page, who: AccountName, at?: string) {
  const account = ACCOUNTS[who];
  await page.goto(at ?? account.login);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Password")).toHaveCount(0);
}

type SessionRole = { name?: string | null; type?: string; permissions?: string[] };
type LoginAnswer = {
  access_token: string;
  user: { roles?: SessionRole[]; partner_details?: { id?: number } | null } | null;
  roles?: SessionRole[];
  default_role?: string | null;
};

/**
 * Signs in without the form (e2e's fast path, for tests whose subject is not signing in): a fresh sign-in at the
 * login endpoint the form posts to (one per call, so a test that signs out or changes a password never spends a
 * session another test holds), its token put in the `access_token` cookie and its session in the persisted store
 * `khidma` (merged into what the page already persisted: language, theme, cart) exactly as the app stores a login
 * answer (state/store.ts `applyLoginSession`: roles, default role, the active role's type and permissions, partner
 * id), then the account's login page (or `at`) opened: the guard sends a signed-in user on to the returnUrl or
 * their home, as the form's sign-in does.
 */
export async function signIn(page: Page, who: AccountName, at?: string) {
  const account = ACCOUNTS[who];
  const res = await page.request.post(`${API}/login`, { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  const answer = (await res.json()).data as LoginAnswer;
  const roles = answer.roles?.length ? answer.roles : (answer.user?.roles ?? []);
  const defaultRole = answer.default_role ?? null;
  const wanted = (defaultRole ?? "").trim().toLowerCase();
  const active = wanted ? roles.find((role) => (role.name ?? "").trim().toLowerCase() === wanted) : undefined;
  const session = {
    user: answer.user ?? null,
    roles,
    defaultRole,
    userType: active?.type,
    permissions: active ? [...(active.permissions ?? [])] : [],
    partnerId: answer.user?.partner_details?.id ?? null,
    returnUrl: null,
  };
  // localStorage of the app's origin, written from a bare same-origin answer (no app running to overwrite it)
  await page.goto(`${API}/health`);
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([
    {
      name: "access_token",
      value: answer.access_token,
      url: origin,
      sameSite: "Lax",
      expires: Date.now() / 1000 + 604_800,
    },
  ]);
  await page.evaluate((session) => {
    const stored = JSON.parse(localStorage.getItem("khidma") ?? "null") ?? { state: {}, version: 1 };
    stored.state = { ...stored.state, session };
    localStorage.setItem("khidma", JSON.stringify(stored));
  }, session);
  await page.goto(at ?? account.login);
  await page.waitForURL((url) => !/\/login(\/|$)/.test(url.pathname));
  await expect(page.getByLabel("Password")).toHaveCount(0);
}

/** The persisted store as the browser holds it. */
export async function persisted(page: Page): Promise<Record<string, unknown> & { session?: { user: unknown } }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("khidma") ?? "{}").state ?? {});
}

/**
 * A fresh customer registered through the API (demo mode accepts the code 123456), for tests that change
 * account details and so must not touch the shared demo customer.
 */
export async function registerCustomer(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const user = {
    first_name: "Mariam",
    last_name: "Test",
    email: `mariam.${stamp}@example.ae`,
    phone: `+97156${stamp}`,
    password: "Welcome#2026",
    password_confirmation: "Welcome#2026",
    gender: "female",
  };
  const token = (
    await (await request.get("/api/v2/client-access-token", { headers: { "x-api-key": "khidma-demo-key" } })).json()
  ).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const registered = await request.post("/api/v2/register", { headers, data: user });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post("/api/v2/register/verify-otp", {
    headers,
    data: { phone: user.phone, otp: "123456" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return user;
}

export const API = "/api/v2";

/** Signs in through the API; the bearer token. */
export async function apiToken(request: APIRequestContext, credentials: { email: string; password: string }) {
  const res = await request.post(`${API}/login`, {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.access_token as string;
}

export type ApiClient = {
  headers: { authorization: string };
  /** GET that must answer 200; its `data`. */
  // biome-ignore lint/suspicious/noExplicitAny: an answer's data, shaped by the endpoint the spec calls
  get: (url: string) => Promise<any>;
  /** POST that must answer 2xx; its `data`. */
  // biome-ignore lint/suspicious/noExplicitAny: an answer's data, shaped by the endpoint the spec calls
  post: (url: string, data: Record<string, unknown>) => Promise<any>;
};

/** An API client signed in as a demo account (or with the given credentials). */
export async function apiAs(
  request: APIRequestContext,
  who: AccountName | { email: string; password: string },
): Promise<ApiClient> {
  const headers = { authorization: `Bearer ${await apiToken(request, typeof who === "string" ? ACCOUNTS[who] : who)}` };
  return {
    headers,
    get: async (url) => {
      const res = await request.get(`${API}/${url}`, { headers });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
      return (await res.json()).data;
    },
    post: async (url, data) => {
      const res = await request.post(`${API}/${url}`, { headers, data });
      expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
      return (await res.json()).data;
    },
  };
}

/** The partner's bookable time slots on a date, as the customer sees them. */
export async function slotsOn(customer: ApiClient, partnerId: number, date: string) {
  const { slots } = await customer.get(`customer/booking/time-slots?partner_id=${partnerId}&date=${date}`);
  return slots as Array<{ time: string; end: string; available: boolean }>;
}

/**
 * A customer books one service of a partner through the API, as the storefront would: the cart is emptied, the
 * service (the partner's first, or the one named) added, a new address made in the first community the partner serves,
 * and a booking requested at the slot `when` picks among the open dates (by default the first open date's first free
 * slot). The booking's id and number, the order's id, the service, the date and time, and the customer's client.
 */
export async function bookAsCustomer(
  request: APIRequestContext,
  options: {
    customer?: AccountName | { email: string; password: string };
    partnerId?: number;
    serviceName?: string;
    address: { label: string; building: string; apartment: string };
    payment: "cash" | "card";
    notes?: string;
    when?: (open: string[], customer: ApiClient) => Promise<{ date: string; time: string }>;
  },
) {
  const partnerId = options.partnerId ?? 1;
  const customer = await apiAs(request, options.customer ?? "customer");
  await customer.post("customer/clear-cart", {});
  const services = (await customer.get(`mobile/service/list?partner_id=${partnerId}&limit=50`)).data as Array<{
    id: number;
    name: string;
  }>;
  const service = options.serviceName ? services.find((s) => s.name === options.serviceName) : services[0];
  expect(service, options.serviceName ?? "the partner's first service").toBeDefined();
  await customer.post("customer/add-to-cart", { service_id: service?.id, quantity: 1 });
  const community = (await customer.get(`area/community/list?partner_id=${partnerId}&limit=1`)).data[0] as {
    id: number;
    emirate_id: number;
  };
  const address = await customer.post("user-address/create", {
    label: options.address.label,
    emirate_id: community.emirate_id,
    community_id: community.id,
    building: options.address.building,
    apartment_or_villa_number: options.address.apartment,
    property_type: "apartment",
    property_size: "2br",
  });
  const { dates } = await customer.get(`customer/booking/available-dates?partner_id=${partnerId}&days=30`);
  const open = (dates as Array<{ date: string; available: boolean }>).filter((d) => d.available).map((d) => d.date);
  const firstFree = async () => {
    const slot = (await slotsOn(customer, partnerId, open[0])).find((s) => s.available);
    expect(slot, `a free slot on ${open[0]}`).toBeDefined();
    return { date: open[0], time: slot?.time as string };
  };
  const { date, time } = await (options.when ? options.when(open, customer) : firstFree());
  const order = await customer.post("customer/booking/request", {
    user_address_id: address.id,
    date,
    time,
    payment_method: options.payment,
    ...(options.notes ? { notes: options.notes } : {}),
  });
  const id = order.booking_id as number;
  const booking = await customer.get(`customer/booking/details/${id}`);
  return {
    id,
    number: booking.number as string,
    orderId: order.id as number,
    service: service as { id: number; name: string },
    date,
    time,
    customer,
  };
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/**
 * A new partner registered through the API (code 123456) that fills in and submits a complete application: its
 * company "<company> <stamp> LLC", two documents, two communities and one service of the first category.
 */
export async function submitPartnerApplication(
  request: APIRequestContext,
  who: {
    first_name: string;
    last_name: string;
    emailPrefix: string;
    company: string;
    company_ar: string;
    service: { name_en: string; name_ar: string; price: number; duration_minutes: number };
    comment?: string;
  },
) {
  const stamp = `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 100)}`.padStart(2, "0");
  const user = {
    first_name: who.first_name,
    last_name: who.last_name,
    email: `${who.emailPrefix}.${stamp}@example.ae`,
    phone: `+9715${stamp}`,
    password: "FirstPass123",
    password_confirmation: "FirstPass123",
  };
  const company = `${who.company} ${stamp} LLC`;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const client = (
    await (await request.get(`${API}/client-access-token`, { headers: { "x-api-key": "khidma-demo-key" } })).json()
  ).data.access_token as string;
  const registered = await request.post(`${API}/partner/register`, { headers: auth(client), data: user });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post(`${API}/register/verify-otp`, {
    headers: auth(client),
    data: { phone: user.phone, otp: "123456" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const headers = auth((await verified.json()).data.access_token as string);
  const step = async (path: string, data: unknown) => {
    const res = await request.post(`${API}/${path}`, { headers, data: data as Record<string, unknown> });
    expect(res.status(), `${path} ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  await step("partner/application/step/company", {
    legal_name_en: company,
    legal_name_ar: who.company_ar,
    trade_license_number: `CN-${stamp}`,
    trade_license_expiry: new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10),
    company_type: "llc",
  });
  await step("partner/application/step/contact-bank", {
    contact_person: `${user.first_name} ${user.last_name}`,
    contact_phone: user.phone,
    contact_email: user.email,
    bank_name: "Emirates NBD",
    iban: "AE070331234567890123456",
    account_name: company,
  });
  for (const type of ["trade_license", "owner_emirates_id"]) {
    const res = await request.post(`${API}/partner/application/document`, {
      headers,
      multipart: { type, file: { name: `${type}.pdf`, mimeType: "application/pdf", buffer: PDF } },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const communities = (await (await request.get(`${API}/area/community/list?limit=2`, { headers })).json()).data.data;
  await step("partner/application/step/areas", { community_ids: communities.map((c: { id: number }) => c.id) });
  const categories = (await (await request.get(`${API}/mobile/category/list?limit=1`, { headers })).json()).data.data;
  await step("partner/application/step/services", { services: [{ category_id: categories[0].id, ...who.service }] });
  const submitted = await step("partner/application/submit", who.comment ? { comment: who.comment } : {});
  return { user, company, id: submitted.id as number, status: submitted.status as string };
}
