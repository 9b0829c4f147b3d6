import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceApp, type Db, requests } from "./commerce-helpers.js";
import { bearer, clientToken, json, login, type TestApp } from "./helpers.js";

/**
 * Catalogue price breakdowns follow the saved VAT rate (issue 18 leftovers), and "Prices shown including VAT"
 * (`pricing_and_taxes.prices_include_vat`) is served to the storefront as a display choice that changes no amount.
 */

let app: TestApp;
let db: Db;
let token: string;
let staffToken: string;
let partnerToken: string;
let serviceId: number;
let packageId: number;
let pricingId: number;
let partnerId: number;
const { get, post } = requests(() => ({ app, token }));

const saveSettings = async (pricing: Record<string, unknown>) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/v2/settings/update",
    headers: bearer(staffToken),
    payload: { pricing_and_taxes: pricing },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  ({ app, db, token, staffToken } = await commerceApp("noura.vat@example.test"));
  partnerToken = (await login(app, "partner@khidma.test", "Partner#2026")).access_token;
  // the demo partner's first active service and one of its package prices, both priced AED 110.00
  const services = json(await get("partner/service/list?limit=50", partnerToken)).data.data as Array<{
    id: number;
    status: string;
  }>;
  serviceId = services.find((s) => s.status === "active")?.id ?? services[0].id;
  await db.updateTable("services").set({ price_fils: 11_000 }).where("id", "=", serviceId).execute();
  partnerId = (
    await db.selectFrom("services").select("partner_id").where("id", "=", serviceId).executeTakeFirstOrThrow()
  ).partner_id;
  const pricing = await db
    .selectFrom("package_pricing")
    .innerJoin("packages", "packages.id", "package_pricing.package_id")
    .select(["package_pricing.id", "package_pricing.package_id"])
    .where("packages.partner_id", "=", partnerId)
    .orderBy("package_pricing.id")
    .executeTakeFirstOrThrow();
  pricingId = Number(pricing.id);
  packageId = Number(pricing.package_id);
  await db.updateTable("package_pricing").set({ monthly_price_fils: 11_000 }).where("id", "=", pricingId).execute();
});
afterAll(() => app.close());

/** The AED 110.00 price as each catalogue answer breaks it down. */
async function breakdowns() {
  const pick = ({ price, price_excl_vat, vat_amount }: Record<string, number>) => ({
    price,
    price_excl_vat,
    vat_amount,
  });
  const listed = (
    json(await get(`mobile/service/list?partner_id=${partnerId}&limit=50`)).data.data as Array<{ id: number }>
  ).find((s) => s.id === serviceId) as unknown as Record<string, number>;
  const details = json(await get(`mobile/service/details?service_id=${serviceId}`)).data;
  const own = (json(await get("partner/service/list?limit=50", partnerToken)).data.data as Array<{ id: number }>).find(
    (s) => s.id === serviceId,
  ) as unknown as Record<string, number>;
  const grid = (
    json(await get(`get/duration/pricing?package_id=${packageId}&limit=100`, partnerToken)).data.data as Array<{
      id: number;
    }>
  ).find((p) => p.id === pricingId) as unknown as Record<string, number>;
  return { list: pick(listed), details: pick(details), partnerList: pick(own), packagePricing: pick(grid) };
}

describe("catalogue breakdowns at the saved VAT rate", () => {
  it("at the default 5% an AED 110.00 price is 104.76 + 5.24; at a saved 10% it is 100.00 + 10.00", async () => {
    const at5 = { price: 110, price_excl_vat: 104.76, vat_amount: 5.24 };
    expect(await breakdowns()).toEqual({ list: at5, details: at5, partnerList: at5, packagePricing: at5 });

    await saveSettings({ vat_percentage: 10 });
    const at10 = { price: 110, price_excl_vat: 100, vat_amount: 10 };
    expect(await breakdowns()).toEqual({ list: at10, details: at10, partnerList: at10, packagePricing: at10 });

    await saveSettings({ vat_percentage: 5 });
    expect(await breakdowns()).toEqual({ list: at5, details: at5, partnerList: at5, packagePricing: at5 });
  });
});

describe("prices shown including VAT: a display choice", () => {
  it("is served to any token and changes no amount: the catalogue and the cart answer the same figures", async () => {
    const configurations = async () =>
      json(
        await app.inject({
          method: "GET",
          url: "/api/v2/get-configurations",
          headers: bearer(await clientToken(app)),
        }),
      ).data.configurations;
    expect(await configurations()).toMatchObject({ prices_include_vat: true, vat_percentage: 5 });

    const added = await post("customer/add-to-cart", { service_id: serviceId });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const cartBefore = json(await get("customer/cart-items")).data;
    const detailsBefore = json(await get(`mobile/service/details?service_id=${serviceId}`)).data;

    await saveSettings({ vat_percentage: 5, prices_include_vat: false });
    try {
      expect(await configurations()).toMatchObject({ prices_include_vat: false, vat_percentage: 5 });
      const cartAfter = json(await get("customer/cart-items")).data;
      expect(cartAfter.summary).toEqual(cartBefore.summary);
      expect(cartAfter.items.map((i: { total: number; vat_amount: number }) => [i.total, i.vat_amount])).toEqual(
        cartBefore.items.map((i: { total: number; vat_amount: number }) => [i.total, i.vat_amount]),
      );
      const detailsAfter = json(await get(`mobile/service/details?service_id=${serviceId}`)).data;
      expect(detailsAfter).toMatchObject({ price: 110, price_excl_vat: 104.76, vat_amount: 5.24 });
      expect(detailsAfter.price).toBe(detailsBefore.price);
    } finally {
      await saveSettings({ vat_percentage: 5, prices_include_vat: true });
    }
    expect(await configurations()).toMatchObject({ prices_include_vat: true });
  });
});
