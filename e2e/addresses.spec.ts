import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

const API = "/api/v2";

/** Fills the open address form (emirate, community, building, unit, property type and size). */
async function fillAddress(
  page: Page,
  a: { emirate: string; community: string; building: string; unit: string; type: string; size: string },
) {
  const form = page.locator("form.kh-addr-form");
  await form.getByLabel("Emirate").selectOption({ label: a.emirate });
  const community = form.getByLabel("Community");
  await expect(community.locator("option", { hasText: a.community })).toHaveCount(1);
  await community.selectOption({ label: a.community });
  await form.getByLabel("Building").fill(a.building);
  await form.getByLabel("Apartment / villa number").fill(a.unit);
  await form.getByRole("radio", { name: a.type }).check();
  await form.getByRole("radio", { name: a.size }).check();
  return form;
}

test.describe("saved addresses", () => {
  test("add, default after reload, edit, second address made default, delete; a wrong community is refused", async ({
    page,
    request,
  }) => {
    // Start from no saved addresses (the checkout tests may have added one for the same demo customer).
    const login = await request.post(`${API}/login`, {
      data: { email: "customer@khidma.test", password: "Customer#2026" },
    });
    const auth = { authorization: `Bearer ${(await login.json()).data.access_token}` };
    const saved = (await (await request.get(`${API}/user-address/list?limit=-1`, { headers: auth })).json()).data;
    for (const a of Array.isArray(saved) ? saved : saved.data) {
      expect((await request.delete(`${API}/user-address/delete/${a.id}`, { headers: auth })).status()).toBe(200);
    }

    await signIn(page, "customer");
    await page.goto("/profile");
    await page.getByRole("link", { name: "My addresses" }).click();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expect(page.getByRole("heading", { level: 1, name: "My addresses" })).toBeVisible();

    const stamp = Date.now();
    const first = `Marina Heights ${stamp}`;
    const second = `Lake Tower ${stamp}`;
    const cards = page.getByTestId("address-card");
    const card = (building: string) => cards.filter({ hasText: building });

    // add an apartment (2 bedrooms) in Dubai Marina
    await page.getByRole("button", { name: "Add address" }).click();
    let form = await fillAddress(page, {
      emirate: "Dubai",
      community: "Dubai Marina",
      building: first,
      unit: "1204",
      type: "Apartment",
      size: "2 bedrooms",
    });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form).toHaveCount(0);
    await expect(card(first)).toContainText("Dubai Marina, Dubai");
    await expect(card(first)).toContainText("Apartment · 2 bedrooms");

    // default, still, after a reload
    await page.reload();
    await expect(card(first).getByTestId("address-default")).toHaveText("Default");

    // edit the building
    const edited = `${first} B`;
    await card(first).getByRole("button", { name: "Edit" }).click();
    form = page.locator("form.kh-addr-form");
    await expect(form.getByLabel("Building")).toHaveValue(first);
    await form.getByLabel("Building").fill(edited);
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(card(edited)).toBeVisible();
    await expect(card(edited).getByTestId("address-default")).toBeVisible();

    // a second address (Work), then make it the default
    await page.getByRole("button", { name: "Add address" }).click();
    form = page.locator("form.kh-addr-form");
    await form.getByRole("radio", { name: "Work" }).check();
    await fillAddress(page, {
      emirate: "Dubai",
      community: "Jumeirah Lake Towers (JLT)",
      building: second,
      unit: "3001",
      type: "Apartment",
      size: "Studio",
    });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(card(second)).toBeVisible();
    await expect(card(second).getByTestId("address-default")).toHaveCount(0);
    await card(second).getByRole("button", { name: "Make default" }).click();
    await expect(card(second).getByTestId("address-default")).toBeVisible();
    await expect(card(edited).getByTestId("address-default")).toHaveCount(0);
    await expect(cards.first()).toContainText(second);

    // delete the first one (with a confirmation)
    await card(edited).getByRole("button", { name: "Delete" }).click();
    await card(edited).getByRole("button", { name: "Yes, delete" }).click();
    await expect(card(edited)).toHaveCount(0);
    await expect(card(second).getByTestId("address-default")).toBeVisible();

    // a community from another emirate is refused by the server, with the error on the field and values kept
    const token = (
      await (await request.get(`${API}/client-access-token`, { headers: { "X-Api-Key": "khidma-demo-key" } })).json()
    ).data.access_token;
    const headers = { authorization: `Bearer ${token}` };
    const emirates = (await (await request.get(`${API}/master/emirates`, { headers })).json()).data as Array<{
      id: number;
      slug: string;
    }>;
    const abuDhabi = emirates.find((e) => e.slug === "abu-dhabi")!.id;
    const foreign = (
      await (await request.get(`${API}/area/community/list?emirate_id=${abuDhabi}&limit=1`, { headers })).json()
    ).data.data[0].id as number;
    // The form only offers the chosen emirate's communities, so the request is altered on its way out.
    await page.route(`**${API}/user-address/create`, (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), community_id: foreign }) }),
    );
    await page.getByRole("button", { name: "Add address" }).click();
    form = await fillAddress(page, {
      emirate: "Dubai",
      community: "Dubai Marina",
      building: `Refused ${stamp}`,
      unit: "7",
      type: "Villa",
      size: "4 bedrooms",
    });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByText("The community does not belong to the emirate.")).toBeVisible();
    await expect(form.getByLabel("Community")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Building")).toHaveValue(`Refused ${stamp}`);
    await expect(cards).toHaveCount(1);
  });
});
