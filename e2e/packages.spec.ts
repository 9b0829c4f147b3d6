import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

const API = "/api/v2";

async function clientToken(request: APIRequestContext): Promise<string> {
  const res = await request.get(`${API}/client-access-token`, { headers: { "X-Api-Key": "khidma-demo-key" } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.access_token as string;
}

async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string | number> = {},
) {
  const res = await request.get(`${API}/${path}`, {
    params,
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
  });
  expect(res.status(), `${path} ${await res.text()}`).toBe(200);
  return (await res.json()).data as T;
}

/** The SPA's English money format (src/lib/format.ts): "AED 1,234.50". */
const aed = (amount: number | string) =>
  `AED ${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface PropertyType {
  id: number;
  type: string;
  name: string;
  sizes: Array<{ id: number; key: string; name: string }>;
}

const choiceInUrl = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams.entries());

test.describe("packages and help pages", () => {
  test("package price follows property type and size and equals GET package/price", async ({ page, request }) => {
    const token = await clientToken(request);
    const list = await apiGet<{ data: Array<{ id: number }> }>(request, token, "package/web/list", { limit: 50 });
    expect(list.data.length).toBeGreaterThan(0);

    // a package with at least two property types (so both type and size can change)
    let chosen: { id: number; types: PropertyType[] } | null = null;
    for (const pkg of list.data) {
      const types = (
        await apiGet<PropertyType[]>(request, token, "package/property/list", { package_id: pkg.id })
      ).filter((t) => t.sizes.length > 0);
      if (types.length >= 2 && types.some((t) => t.sizes.length >= 2)) {
        chosen = { id: pkg.id, types };
        break;
      }
    }
    expect(chosen, "a seeded package priced for two property types").not.toBeNull();
    const { id, types } = chosen as { id: number; types: PropertyType[] };

    const expectServerTotal = async () => {
      const q = choiceInUrl(page);
      const quote = await apiGet<{ total: number }>(request, token, "package/price", {
        package_id: id,
        duration: q.duration,
        property_type: q.property_type,
        property_size: q.property_size,
      });
      await expect(page.getByTestId("quote-total")).toHaveText(aed(quote.total));
      return aed(quote.total);
    };

    await page.goto(`/packages/${id}`);
    const calc = page.getByTestId("price-calculator");
    await expect(page.getByTestId("quote-total")).toBeVisible();
    const first = await page.getByTestId("quote-total").textContent();

    // property type: the second type, with its first size
    const other = types[1];
    await calc.getByRole("radio", { name: other.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`property_type=${other.type}`));
    const afterType = await expectServerTotal();

    // size: another size of a type that has two
    const withSizes = types.find((t) => t.sizes.length >= 2) as PropertyType;
    if (withSizes.type !== other.type) {
      await calc.getByRole("radio", { name: withSizes.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`property_type=${withSizes.type}`));
    }
    const size = withSizes.sizes[withSizes.sizes.length - 1];
    await calc.getByRole("radio", { name: size.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`property_size=${size.key}`));
    const afterSize = await expectServerTotal();
    expect(new Set([first, afterType, afterSize]).size).toBeGreaterThan(1);

    // the choice survives a reload
    await page.reload();
    await expect(page.getByTestId("quote-total")).toHaveText(afterSize);
    await expect(page.getByTestId("buy-package")).toBeEnabled();
  });

  test("FAQ shows the customer questions", async ({ page, request }) => {
    const token = await clientToken(request);
    const faqs = await apiGet<Array<{ question: string }> | { data: Array<{ question: string }> }>(
      request,
      token,
      "faq/list",
      { audience: "customer" },
    );
    const list = Array.isArray(faqs) ? faqs : faqs.data;
    expect(list.length).toBeGreaterThan(0);
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    await expect(page.getByTestId("faq-list").locator("summary").first()).toHaveText(list[0].question);
    await page.getByTestId("faq-list").locator("summary").first().click();
    await expect(page.getByTestId("faq-list").locator("details").first()).toHaveAttribute("open", "");
  });

  test("terms page renders its heading", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".kh-markdown h2, .kh-markdown p").first()).toBeVisible();
  });

  test("contact form submits", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Full name").fill("Mariam E2E");
    await page.getByLabel("Email", { exact: true }).fill("mariam.e2e@example.ae");
    await page.getByLabel("Subject").fill("Packages question");
    await page.getByLabel("Message").fill("Do your monthly packages cover villas in Arabian Ranches?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-success")).toBeVisible();
  });

  test("/partner landing links to partner registration", async ({ page }) => {
    await page.goto("/partner");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grow your service company with Khidma");
    const cta = page.locator('main a[href="/partner/register"]').first();
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(/\/partner\/register$/);
  });

  test("Arabic /packages is right-to-left", async ({ page }) => {
    await page.addInitScript(() => {
      const raw = localStorage.getItem("khidma");
      const state = raw ? JSON.parse(raw) : { state: {}, version: 1 };
      state.state.ui = { ...(state.state.ui ?? { isLight: true }), language: "ar" };
      localStorage.setItem("khidma", JSON.stringify(state));
    });
    await page.goto("/packages");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("باقات الاشتراك");
    const direction = await page.locator("main.kh-pkgs").evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe("rtl");
  });
});
