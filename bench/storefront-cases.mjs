// The storefront group of `npm run bench:lists` (bench/list-latency.mjs): every public catalog list and details
// endpoint the storefront asks (home page, /packages with its filters, search and deep pages, package details and
// prices, providers, services, categories, search), asked with a client token (no user) as a visitor does.
// Each case is [label, url, lang, token], the shape list-latency.mjs times.

/** The storefront cases for the app and database list-latency.mjs built. */
export async function storefrontCases({ app, db, config }) {
  const tokenRes = await app.inject({
    method: "GET",
    url: "/api/v2/client-access-token",
    headers: { [config.apiKeyHeader]: config.apiKey },
  });
  const clientToken = JSON.parse(tokenRes.body).data.access_token;
  const pkg = await db
    .selectFrom("packages as pk")
    .innerJoin("partners as p", "p.id", "pk.partner_id")
    .innerJoin("package_durations as d", "d.package_id", "pk.id")
    .select(["pk.id", "pk.partner_id", "pk.category_id", "d.id as duration_id"])
    .where("pk.status", "=", "Approved")
    .where("pk.active", "=", 1)
    .where("pk.deleted_at", "is", null)
    .where("p.status", "=", "active")
    .orderBy("pk.id", "desc")
    .executeTakeFirstOrThrow();
  const service = await db
    .selectFrom("services")
    .select(["id", "category_id"])
    .where("active", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const apartment = await db
    .selectFrom("property_types")
    .select("id")
    .where("type", "=", "apartment")
    .executeTakeFirstOrThrow();
  const ar = encodeURIComponent("تنظيف");
  const cases = [
    ["store packages: page 1", "package/web/list?page=1&limit=10"],
    ["store packages: page 7", "package/web/list?page=7&limit=10"],
    ["store packages: page 7 (ar)", "package/web/list?page=7&limit=10", "ar"],
    ["store packages: page 500", "package/web/list?page=500&limit=10"],
    ["store packages: handpicked (home)", "package/web/list?is_handpicked=1&limit=6"],
    ["store packages: partner", `package/web/list?page=1&limit=10&partner_id=${pkg.partner_id}`],
    ["store packages: partner page 7", `package/web/list?page=7&limit=10&partner_id=${pkg.partner_id}`],
    ["store packages: category", `package/web/list?page=1&limit=10&category_id=${pkg.category_id}`],
    ["store packages: type=villa", "package/web/list?page=1&limit=10&type=villa"],
    ["store packages: type=office p7", "package/web/list?page=7&limit=10&type=office"],
    ["store packages: search 'clean'", "package/web/list?page=1&limit=10&search=clean"],
    ["store packages: search 'clean' p7", "package/web/list?page=7&limit=10&search=clean"],
    ["store packages: search 'AC care'", "package/web/list?page=1&limit=10&search=AC%20care"],
    ["store packages: search Arabic", `package/web/list?page=1&limit=10&search=${ar}`],
    ["store packages: search '00042'", "package/web/list?page=1&limit=10&search=00042"],
    ["store packages: limit=-1 (1,000)", "package/web/list?limit=-1"],
    ["store package details", `package/details?package_id=${pkg.id}`],
    ["store package property types", `package/property/list?package_id=${pkg.id}`],
    [
      "store package duration prices",
      `package/duration/price-and-property?package_id=${pkg.id}&package_duration_id=${pkg.duration_id}&property_id=${apartment.id}`,
    ],
    ["store partners: default", "web/partner/list?page=1&limit=10"],
    ["store partners: rating (home)", "web/partner/list?sortKey=average_rating&limit=8"],
    ["store partners: service_count", "web/partner/list?sort-key=service_count&limit=10"],
    ["store partners: near me", "web/partner/list?sort-key=near_me&latitude=25.2&longitude=55.27&limit=10"],
    ["store partners: category", `web/partner/list?category_id=${service.category_id}&limit=10`],
    ["store partners: search", "web/partner/list?search=clean&limit=10"],
    ["store partner details", `mobile/partner/details?partner_id=${pkg.partner_id}`],
    ["store services: default", "mobile/service/list?page=1&limit=10"],
    ["store services: trending (home)", "mobile/service/list?trending=1&limit=8"],
    ["store services: category", `mobile/service/list?category_id=${service.category_id}&limit=4`],
    ["store services: sort price", "mobile/service/list?sortKey=price&sortVal=asc&limit=10"],
    ["store services: search", "mobile/service/list?search=clean&limit=10"],
    ["store service details", `mobile/service/details?service_id=${service.id}`],
    ["store categories: trending (home)", "mobile/category/list?trending=1&limit=12"],
    ["store categories: all", "mobile/category/list?limit=-1"],
    ["store partner categories", `customer/service-categories?partner_id=${pkg.partner_id}&limit=-1`],
    ["store reviews: partner", `reviews/list?partner_id=${pkg.partner_id}&limit=10`],
    ["store banners (home)", "banners/get-by-target/customer"],
    ["store search 'clean'", "search?q=clean"],
    ["store search Arabic", `search?q=${ar}`],
    ["store emirates", "master/emirates"],
  ];
  return cases.map(([label, url, lang = "en"]) => [label, url, lang, clientToken]);
}
