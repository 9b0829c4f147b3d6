import type { FastifyRequest } from "fastify";
import { type Database, nowIso } from "../../db/database.js";
import { resolveToken } from "../../lib/auth.js";
import { ApiError, fieldError, MESSAGES } from "../../lib/errors.js";
import { type Lang, translate } from "../../lib/i18n.js";
import { aed, bpPercent, VAT_BP, vatOf } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { deleteIfUnreferenced } from "../../lib/upload-sweep.js";
import { vatRateBp } from "../config/settings.js";
import { COUPON_TWO_APPLIED } from "../coupons/messages.js";
import { type CouponLine, normalizeCode, savedCouponCode } from "../coupons/service.js";
import { evaluateStack, type StackResult } from "../coupons/stacking.js";
import { priceQuote } from "../packages/repo.js";
import type { PriceQuote } from "../packages/schema.js";
import { CART_EMPTY_FOR_COUPON, CART_ITEM_NOT_FOUND } from "./messages.js";
import {
  type CartKind,
  type CartOwner,
  type CartRow,
  cartableService,
  findCart,
  getOrCreateCart,
  type PackageItemRow,
  packageItemRows,
  parseImages,
  serviceItemRows,
  touchCart,
} from "./repo.js";
import { MAX_QUANTITY } from "./schema.js";

export type { CartOwner };

/** The caller's cart owner (use after the cart pre-handlers): a user token's user, else the client token. */
export function cartOwner(request: FastifyRequest): CartOwner {
  const auth = request.auth;
  if (!auth) throw new ApiError(401, MESSAGES.unauthenticated);
  if (auth.kind === "user" && auth.userId) return { userId: auth.userId };
  return { guestTokenId: auth.tokenId };
}

// ---- money ---------------------------------------------------------------------------------------------------

export interface SummaryView {
  currency: "AED";
  subtotal: number;
  discount: number;
  total: number;
  vat_percentage: number;
  vat_amount: number;
  total_excl_vat: number;
}

/**
 * Summary of gross (VAT incl.) amounts in fils: total = subtotal - discount; vat = round(total x r / (100 + r)) at
 * the rate `vatBp` saved in settings (basis points; 5% unless the admin changed it).
 */
export function summaryOf(subtotalFils: number, discountFils: number, vatBp: number = VAT_BP) {
  const total = subtotalFils - discountFils;
  const vat = vatOf(total, vatBp);
  const summary: SummaryView = {
    currency: "AED",
    subtotal: aed(subtotalFils),
    discount: aed(discountFils),
    total: aed(total),
    vat_percentage: bpPercent(vatBp),
    vat_amount: aed(vat),
    total_excl_vat: aed(total - vat),
  };
  return { summary, totalFils: total, vatFils: vat };
}

/**
 * Splits `amount` (fils) over lines in proportion to `weights`, largest remainder first, so the parts are whole
 * fils and sum to `amount` exactly.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && k < order.length; k++, left--) parts[order[k].i] += 1;
  return parts;
}

// ---- coupons of a cart ---------------------------------------------------------------------------------------

export interface CouponView {
  code: string;
  description: string;
  /** This code's own discount (AED). */
  discount: number;
  /** Who bears the discount (issue 17, stacking): Khidma, or the partner (a partner's promotion). */
  funded_by: "khidma" | "partner";
}

interface CartCoupon {
  /** The first code that applies (the answer's `coupon`, as before stacking). */
  coupon: CouponView | null;
  /** Every code that applies (one, or two when stacked), in the order applied to the cart. */
  coupons: CouponView[];
  coupon_error: string | null;
  coupon_id: number | null;
  discount_fils: number;
  /** The code the cart's first coupon was applied with (a generated code, or the coupon's own), even if it stopped applying. */
  saved_code: string | null;
  /** Both saved codes (first, second), even those that stopped applying. */
  saved_codes: string[];
  /** The saved codes that apply now, in the order applied to the cart. */
  applied_codes: string[];
  stack: StackResult | null;
}

/** The codes saved on a cart: its first coupon's, then the second's (stacking, 041). */
export async function savedCouponCodes(db: Database, cart: CartRow | undefined): Promise<string[]> {
  const first = await savedCouponCode(db, cart);
  const second =
    cart && cart.second_coupon_id !== null
      ? await savedCouponCode(db, { coupon_id: cart.second_coupon_id, coupon_code: cart.second_coupon_code })
      : null;
  return [first, second].filter((c): c is string => c !== null);
}

/**
 * Re-checks the cart's codes against the cart as it is now (its lines, for each coupon's scope), the first alone,
 * then the second with it (`evaluateStack`); one that no longer applies is left out and `coupon_error` says why.
 */
async function cartCoupon(
  db: Database,
  cart: CartRow | undefined,
  owner: CartOwner,
  kind: CartKind,
  subtotalFils: number,
  partnerId: number | null,
  lang: Lang,
  lines: CouponLine[],
): Promise<CartCoupon> {
  const saved = await savedCouponCodes(db, cart);
  const none: CartCoupon = {
    coupon: null,
    coupons: [],
    coupon_error: null,
    coupon_id: null,
    discount_fils: 0,
    saved_code: saved[0] ?? null,
    saved_codes: saved,
    applied_codes: [],
    stack: null,
  };
  if (saved.length === 0) return none;
  const base = { userId: owner.userId ?? null, kind, subtotalFils, partnerId, lines };
  const applied: string[] = [];
  let stack: StackResult | null = null;
  let error: string | null = null;
  for (const code of saved) {
    try {
      stack = await evaluateStack(db, { ...base, codes: [...applied, code] });
      applied.push(code);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      error ??= translate(err.errors?.coupon_code?.[0] ?? err.message, lang);
    }
  }
  if (!stack || applied.length === 0) return { ...none, coupon_error: error };
  const views = [...stack.coupons]
    .sort((a, b) => a.slot - b.slot)
    .map((c) => ({
      id: c.coupon_id,
      view: {
        code: c.code,
        description: lang === "ar" ? c.description_ar : c.description_en,
        discount: aed(c.discount_fils),
        funded_by: c.funded_by,
      } satisfies CouponView,
    }));
  return {
    coupon: views[0].view,
    coupons: views.map((v) => v.view),
    coupon_error: error,
    coupon_id: views[0].id,
    discount_fils: stack.discount_fils,
    saved_code: saved[0],
    saved_codes: saved,
    applied_codes: applied,
    stack,
  };
}

// ---- service cart --------------------------------------------------------------------------------------------

export interface PartnerView {
  id: number;
  name: string;
  logo: string | null;
  cash_on_delivery: boolean;
}

export interface CartItemView {
  id: number;
  service_id: number;
  partner_id: number;
  quantity: number;
  notes: string | null;
  images: string[];
  unit_price: number;
  total: number;
  vat_amount: number;
  duration_minutes: number;
  service: {
    id: number;
    name: string;
    name_en: string;
    name_ar: string;
    image: string | null;
    price: number;
    duration_minutes: number;
    category: { id: number; name: string };
  };
  partner: PartnerView;
  /** internal (stripped from answers): amounts in fils, VAT incl. */
  unit_price_fils: number;
  total_fils: number;
  vat_fils: number;
}

export interface CartView {
  id: number | null;
  items: CartItemView[];
  count: number;
  item_count: number;
  partner: PartnerView | null;
  notes: string | null;
  images: string[];
  coupon: CouponView | null;
  coupons: CouponView[];
  coupon_error: string | null;
  summary: SummaryView;
  duration_minutes: number;
  /** internal (stripped from answers) */
  partner_id: number | null;
  /** The coupon that applies now (null when none, or when the cart's coupon stopped applying). */
  coupon_id: number | null;
  /** The coupon saved on the cart, even when it no longer applies (then coupon_error says why). */
  saved_coupon_id: number | null;
  /** The code it was applied with (a generated code, or the coupon's own). */
  saved_coupon_code: string | null;
  /** Both saved codes and those that apply now (stacking). */
  saved_coupon_codes: string[];
  applied_coupon_codes: string[];
  /** The applied codes as evaluateStack spread them over the lines (null: none). */
  coupon_stack: StackResult | null;
  subtotal_fils: number;
  discount_fils: number;
  total_fils: number;
  vat_fils: number;
}

/** The owner's service cart as answered by `GET customer/cart-items` (an empty cart when there is none). */
export async function serviceCart(db: Database, owner: CartOwner, lang: Lang): Promise<CartView> {
  const cart = await findCart(db, owner, "service");
  return serviceCartOf(db, cart, owner, lang);
}

async function serviceCartOf(db: Database, cart: CartRow | undefined, owner: CartOwner, lang: Lang) {
  const ar = lang === "ar";
  const rows = cart ? await serviceItemRows(db, cart.id) : [];
  const partnerOf = (r: (typeof rows)[number]): PartnerView => ({
    id: r.partner_id,
    name: ar ? r.partner_name_ar : r.partner_name_en,
    logo: r.partner_logo,
    cash_on_delivery: num(r.cash_on_delivery) === 1,
  });
  const lines = rows.map((r) => {
    const unit = num(r.price_fils);
    const quantity = num(r.quantity);
    return { r, unit, quantity, total: unit * quantity };
  });
  const subtotal = lines.reduce((a, l) => a + l.total, 0);
  const partner = rows.length > 0 ? partnerOf(rows[0]) : null;
  const c = await cartCoupon(
    db,
    cart,
    owner,
    "service",
    subtotal,
    partner?.id ?? null,
    lang,
    lines.map((l) => ({ service_id: l.r.service_id, partner_id: l.r.partner_id, total_fils: l.total })),
  );
  const { summary, totalFils, vatFils } = summaryOf(subtotal, c.discount_fils, await vatRateBp(db));
  const lineVats = allocate(
    vatFils,
    lines.map((l) => l.total),
  );
  const items: CartItemView[] = lines.map(({ r, unit, quantity, total }, i) => ({
    id: r.id,
    service_id: r.service_id,
    partner_id: r.partner_id,
    quantity,
    notes: r.notes,
    images: parseImages(r.images),
    unit_price: aed(unit),
    total: aed(total),
    vat_amount: aed(lineVats[i]),
    duration_minutes: num(r.duration_minutes),
    service: {
      id: r.service_id,
      name: ar ? r.name_ar : r.name_en,
      name_en: r.name_en,
      name_ar: r.name_ar,
      image: r.image,
      price: aed(unit),
      duration_minutes: num(r.duration_minutes),
      category: { id: r.category_id, name: ar ? r.category_name_ar : r.category_name_en },
    },
    partner: partnerOf(r),
    unit_price_fils: unit,
    total_fils: total,
    vat_fils: lineVats[i],
  }));
  return {
    id: cart?.id ?? null,
    items,
    count: items.reduce((a, it) => a + it.quantity, 0),
    item_count: items.length,
    partner,
    notes: cart?.notes ?? null,
    images: parseImages(cart?.images),
    coupon: c.coupon,
    coupons: c.coupons,
    coupon_error: c.coupon_error,
    summary,
    duration_minutes: items.reduce((a, it) => a + it.duration_minutes * it.quantity, 0),
    partner_id: partner?.id ?? null,
    coupon_id: c.coupon_id,
    saved_coupon_id: cart?.coupon_id ?? null,
    saved_coupon_code: c.saved_code,
    saved_coupon_codes: c.saved_codes,
    applied_coupon_codes: c.applied_codes,
    coupon_stack: c.stack,
    subtotal_fils: subtotal,
    discount_fils: c.discount_fils,
    total_fils: totalFils,
    vat_fils: vatFils,
  } satisfies CartView;
}

// ---- package cart --------------------------------------------------------------------------------------------

export interface PackageCartItemView {
  id: number;
  package_id: number;
  package_duration_id: number;
  property_type: string;
  property_size: string;
  user_address_id: number | null;
  package: {
    id: number;
    name: string;
    image: string | null;
    partner: { id: number; name: string; logo: string | null };
  };
  duration: { id: number; months: number; label: string };
  size_name: string;
  type_name: string;
  quote: PriceQuote;
  /** internal (stripped from answers) */
  partner_id: number;
  name_en: string;
  name_ar: string;
  total_fils: number;
}

export interface PackageCartView {
  id: number | null;
  items: PackageCartItemView[];
  coupon: CouponView | null;
  coupons: CouponView[];
  coupon_error: string | null;
  summary: SummaryView;
  /** internal (stripped from answers) */
  partner_id: number | null;
  coupon_id: number | null;
  saved_coupon_id: number | null;
  saved_coupon_code: string | null;
  saved_coupon_codes: string[];
  applied_coupon_codes: string[];
  coupon_stack: StackResult | null;
  subtotal_fils: number;
  discount_fils: number;
  total_fils: number;
  vat_fils: number;
}

/** A package cart line with its quote, or null when the package can no longer be priced (it is left out). */
async function packageItemView(db: Database, r: PackageItemRow, lang: Lang): Promise<PackageCartItemView | null> {
  const ar = lang === "ar";
  let quote: PriceQuote;
  try {
    quote = await priceQuote(db, {
      package_id: r.package_id,
      duration: r.package_duration_id,
      property_type: r.property_type,
      property_size: r.property_size,
    });
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
  return {
    id: r.id,
    package_id: r.package_id,
    package_duration_id: r.package_duration_id,
    property_type: r.property_type,
    property_size: r.property_size,
    user_address_id: r.user_address_id,
    package: {
      id: r.package_id,
      name: ar ? r.name_ar : r.name_en,
      image: r.image,
      partner: { id: r.partner_id, name: ar ? r.partner_name_ar : r.partner_name_en, logo: r.partner_logo },
    },
    duration: { id: r.package_duration_id, months: num(r.months), label: ar ? r.label_ar : r.label_en },
    size_name: (ar ? r.size_name_ar : r.size_name_en) ?? r.property_size,
    type_name: (ar ? r.type_name_ar : r.type_name_en) ?? r.property_type,
    quote,
    partner_id: r.partner_id,
    name_en: r.name_en,
    name_ar: r.name_ar,
    total_fils: Math.round(quote.total * 100),
  };
}

/** The owner's package cart as answered by `GET package/cart/fetch` (empty when there is none). */
export async function packageCart(db: Database, owner: CartOwner, lang: Lang): Promise<PackageCartView> {
  const cart = await findCart(db, owner, "package");
  const rows = cart ? await packageItemRows(db, cart.id) : [];
  const items = (await Promise.all(rows.map((r) => packageItemView(db, r, lang)))).filter(
    (i): i is PackageCartItemView => i !== null,
  );
  const subtotal = items.reduce((a, i) => a + i.total_fils, 0);
  const partnerId = items[0]?.partner_id ?? null;
  const c = await cartCoupon(
    db,
    cart,
    owner,
    "package",
    subtotal,
    partnerId,
    lang,
    items.map((i) => ({ package_id: i.package_id, partner_id: i.partner_id, total_fils: i.total_fils })),
  );
  const { summary, totalFils, vatFils } = summaryOf(subtotal, c.discount_fils, await vatRateBp(db));
  return {
    id: cart?.id ?? null,
    items,
    coupon: c.coupon,
    coupons: c.coupons,
    coupon_error: c.coupon_error,
    summary,
    partner_id: partnerId,
    coupon_id: c.coupon_id,
    saved_coupon_id: cart?.coupon_id ?? null,
    saved_coupon_code: c.saved_code,
    saved_coupon_codes: c.saved_codes,
    applied_coupon_codes: c.applied_codes,
    coupon_stack: c.stack,
    subtotal_fils: subtotal,
    discount_fils: c.discount_fils,
    total_fils: totalFils,
    vat_fils: vatFils,
  };
}

// ---- clearing and merging ------------------------------------------------------------------------------------

/** Empties a cart: its service and package lines, coupon, notes and photos (the cart row stays). */
export async function clearCartById(db: Database, cartId: number): Promise<void> {
  await db.deleteFrom("cart_items").where("cart_id", "=", cartId).execute();
  await db.deleteFrom("package_cart_items").where("cart_id", "=", cartId).execute();
  await db
    .updateTable("carts")
    .set({
      coupon_id: null,
      coupon_code: null,
      second_coupon_id: null,
      second_coupon_code: null,
      notes: null,
      images: "[]",
      updated_at: nowIso(),
    })
    .where("id", "=", cartId)
    .execute();
}

/**
 * Moves a guest's carts (of its client token) into the user's carts, then deletes the guest's. Service cart:
 * items are added; a service already in the account cart keeps the larger quantity; when the two carts' partners
 * differ, the guest cart wins (the account cart is emptied first), as it is the newer intent. Package cart: a
 * non-empty guest package cart replaces the account's (one package at a time). A guest's coupon, notes and photos
 * win when it has them.
 */
export async function mergeGuestCarts(db: Database, guestTokenId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const guest: CartOwner = { guestTokenId };
    const user: CartOwner = { userId };
    for (const kind of ["service", "package"] as const) {
      const from = await findCart(trx, guest, kind);
      if (!from) continue;
      const into = await findCart(trx, user, kind);
      if (!into) {
        await trx
          .updateTable("carts")
          .set({ user_id: userId, guest_token_id: null, updated_at: nowIso() })
          .where("id", "=", from.id)
          .execute();
        continue;
      }
      if (kind === "service") await mergeServiceItems(trx, from.id, into.id);
      else await mergePackageItems(trx, from.id, into.id);
      const fromImages = parseImages(from.images);
      await trx
        .updateTable("carts")
        .set({
          coupon_id: from.coupon_id ?? into.coupon_id,
          coupon_code: from.coupon_id !== null ? from.coupon_code : into.coupon_code,
          second_coupon_id: from.coupon_id !== null ? from.second_coupon_id : into.second_coupon_id,
          second_coupon_code: from.coupon_id !== null ? from.second_coupon_code : into.second_coupon_code,
          notes: from.notes?.trim() ? from.notes : into.notes,
          images: fromImages.length > 0 ? from.images : into.images,
          updated_at: nowIso(),
        })
        .where("id", "=", into.id)
        .execute();
      await trx.deleteFrom("carts").where("id", "=", from.id).execute();
    }
  });
}

async function mergeServiceItems(db: Database, fromId: number, intoId: number) {
  const guestItems = await db.selectFrom("cart_items").selectAll().where("cart_id", "=", fromId).execute();
  if (guestItems.length === 0) return;
  const accountItems = await db.selectFrom("cart_items").selectAll().where("cart_id", "=", intoId).execute();
  const guestPartner = guestItems[0].partner_id;
  if (accountItems.some((i) => i.partner_id !== guestPartner)) {
    await db.deleteFrom("cart_items").where("cart_id", "=", intoId).execute();
    accountItems.length = 0;
  }
  const at = nowIso();
  for (const g of guestItems) {
    const same = accountItems.find((a) => a.service_id === g.service_id);
    if (same) {
      const quantity = Math.max(num(same.quantity), num(g.quantity));
      const images = parseImages(g.images).length > 0 ? g.images : same.images;
      await db
        .updateTable("cart_items")
        .set({ quantity, notes: g.notes?.trim() ? g.notes : same.notes, images, updated_at: at })
        .where("id", "=", same.id)
        .execute();
    } else {
      await db.updateTable("cart_items").set({ cart_id: intoId, updated_at: at }).where("id", "=", g.id).execute();
    }
  }
}

async function mergePackageItems(db: Database, fromId: number, intoId: number) {
  const guestItems = await db.selectFrom("package_cart_items").select("id").where("cart_id", "=", fromId).execute();
  if (guestItems.length === 0) return;
  await db.deleteFrom("package_cart_items").where("cart_id", "=", intoId).execute();
  await db
    .updateTable("package_cart_items")
    .set({ cart_id: intoId, updated_at: nowIso() })
    .where("cart_id", "=", fromId)
    .execute();
}

/**
 * For sign-in routes: when the request came with a live client token as bearer, merges that guest's carts into
 * the user's. Never fails the sign-in (a merge error is logged).
 */
export async function mergeGuestCartsOfRequest(db: Database, request: FastifyRequest, userId: number) {
  try {
    const auth = await resolveToken(db, request);
    if (auth?.kind !== "client") return;
    await mergeGuestCarts(db, auth.tokenId, userId);
  } catch (err) {
    request.log.error({ err }, "guest cart merge failed");
  }
}

export type { CartKind };

// ---- changes -------------------------------------------------------------------------------------------------

/** A line of the owner's cart of a kind, or 404 (another customer's line is "not found" too). */
export async function ownedLine(db: Database, owner: CartOwner, kind: CartKind, itemId: number) {
  const cart = await findCart(db, owner, kind);
  const table = kind === "service" ? "cart_items" : "package_cart_items";
  const row = cart
    ? await db
        .selectFrom(table)
        .select(["id", "cart_id"])
        .where("id", "=", itemId)
        .where("cart_id", "=", cart.id)
        .executeTakeFirst()
    : undefined;
  if (!cart || !row) throw new ApiError(404, CART_ITEM_NOT_FOUND);
  return { cart, itemId: row.id };
}

/**
 * Adds a service (quantity added to what the cart holds, at most 20). Answers the cart's other partner instead
 * when the cart holds another provider's services and `replace` is not set.
 */
export async function addServiceToCart(
  db: Database,
  owner: CartOwner,
  input: { service_id: number; quantity?: number; replace?: boolean },
  lang: Lang,
): Promise<{ conflict: { id: number; name: string } } | { conflict: null }> {
  const service = await cartableService(db, input.service_id);
  if (!service) throw fieldError("service_id", "The selected service id is invalid.");
  const quantity = input.quantity ?? 1;
  return db.transaction().execute(async (trx) => {
    const cart = await getOrCreateCart(trx, owner, "service");
    const items = await trx.selectFrom("cart_items").selectAll().where("cart_id", "=", cart.id).execute();
    const other = items.find((i) => i.partner_id !== service.partner_id);
    if (other && !input.replace) {
      const p = await trx
        .selectFrom("partners")
        .select(["id", "name_en", "name_ar"])
        .where("id", "=", other.partner_id)
        .executeTakeFirstOrThrow();
      return { conflict: { id: p.id, name: lang === "ar" ? p.name_ar : p.name_en } };
    }
    if (other) {
      await clearCartById(trx, cart.id);
      items.length = 0;
    }
    const at = nowIso();
    const same = items.find((i) => i.service_id === service.id);
    if (same) {
      const next = num(same.quantity) + quantity;
      if (next > MAX_QUANTITY) throw fieldError("quantity", `The quantity may not be greater than ${MAX_QUANTITY}.`);
      await trx.updateTable("cart_items").set({ quantity: next, updated_at: at }).where("id", "=", same.id).execute();
    } else {
      await trx
        .insertInto("cart_items")
        .values({
          cart_id: cart.id,
          service_id: service.id,
          partner_id: service.partner_id,
          quantity,
          notes: null,
          images: "[]",
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await touchCart(trx, cart.id);
    return { conflict: null };
  });
}

export async function setLineQuantity(db: Database, owner: CartOwner, itemId: number, quantity: number) {
  const { cart } = await ownedLine(db, owner, "service", itemId);
  await db.updateTable("cart_items").set({ quantity, updated_at: nowIso() }).where("id", "=", itemId).execute();
  await touchCart(db, cart.id);
}

export async function removeLine(db: Database, owner: CartOwner, kind: CartKind, itemId: number) {
  const { cart } = await ownedLine(db, owner, kind, itemId);
  await db
    .deleteFrom(kind === "service" ? "cart_items" : "package_cart_items")
    .where("id", "=", itemId)
    .execute();
  await touchCart(db, cart.id);
}

/** A service cart's lines as a coupon's scope reads them. */
export const serviceCouponLines = (view: CartView): CouponLine[] =>
  view.items.map((i) => ({ service_id: i.service_id, partner_id: i.partner_id, total_fils: i.total_fils }));

/** A package cart's lines as a coupon's scope reads them. */
export const packageCouponLines = (view: PackageCartView): CouponLine[] =>
  view.items.map((i) => ({ package_id: i.package_id, partner_id: i.partner_id, total_fils: i.total_fils }));

/**
 * Saves a code on the owner's cart after checking it against the cart (422 on coupon_code when it fails). With no
 * code applying yet it becomes the cart's coupon (replacing one that stopped applying); with one applying it is
 * added as the second only when the two may stack (`evaluateStack`: a Khidma coupon and a partner promotion, both
 * combinable), else 422 saying why; with two applying, 422 (remove one first). Applying a code already applied
 * changes nothing.
 */
export async function applyCartCoupon(db: Database, owner: CartOwner, kind: CartKind, code: string, lang: Lang) {
  const view = kind === "service" ? await serviceCart(db, owner, lang) : await packageCart(db, owner, lang);
  if (view.id === null || view.items.length === 0) throw fieldError("coupon_code", CART_EMPTY_FOR_COUPON);
  const lines = kind === "service" ? serviceCouponLines(view as CartView) : packageCouponLines(view as PackageCartView);
  const applied = view.applied_coupon_codes;
  const typed = normalizeCode(code);
  if (applied.length >= 2 && !applied.includes(typed)) throw fieldError("coupon_code", COUPON_TWO_APPLIED);
  const codes = applied.includes(typed) ? applied : [...applied, code];
  const stack = await evaluateStack(db, {
    codes,
    userId: owner.userId ?? null,
    kind,
    subtotalFils: view.subtotal_fils,
    partnerId: view.partner_id,
    lines,
  });
  const bySlot = (slot: number) => stack.coupons.find((c) => c.slot === slot) ?? null;
  const first = bySlot(0);
  const second = bySlot(1);
  await db
    .updateTable("carts")
    .set({
      coupon_id: first?.coupon_id ?? null,
      coupon_code: first && first.code_id !== null ? first.code : null,
      second_coupon_id: second?.coupon_id ?? null,
      second_coupon_code: second && second.code_id !== null ? second.code : null,
      updated_at: nowIso(),
    })
    .where("id", "=", view.id)
    .execute();
}

/**
 * Removes a code from the owner's cart: the one named (a second code then becomes the first), or every code when
 * none is named (as before stacking).
 */
export async function removeCartCoupon(db: Database, owner: CartOwner, kind: CartKind, code?: string | null) {
  const cart = await findCart(db, owner, kind);
  if (!cart) return;
  const none: {
    coupon_id: number | null;
    coupon_code: string | null;
    second_coupon_id: null;
    second_coupon_code: null;
  } = { coupon_id: null, coupon_code: null, second_coupon_id: null, second_coupon_code: null };
  let set = none;
  const typed = code ? normalizeCode(code) : "";
  if (typed) {
    const [first, second] = await savedCouponCodes(db, cart);
    if (typed === second) set = { ...none, coupon_id: cart.coupon_id, coupon_code: cart.coupon_code };
    else if (typed === first && cart.second_coupon_id !== null)
      set = { ...none, coupon_id: cart.second_coupon_id, coupon_code: cart.second_coupon_code };
    else if (typed !== first) return;
  }
  await db
    .updateTable("carts")
    .set({ ...set, updated_at: nowIso() })
    .where("id", "=", cart.id)
    .execute();
}

/** Puts a package in the package cart (one package at a time: it replaces what was there). */
export async function addPackageToCart(
  db: Database,
  owner: CartOwner,
  input: {
    package_id: number;
    package_duration_id: number;
    property_type: string;
    property_size: string;
    user_address_id?: number;
  },
) {
  let quote: PriceQuote;
  try {
    quote = await priceQuote(db, {
      package_id: input.package_id,
      duration: input.package_duration_id,
      property_type: input.property_type,
      property_size: input.property_size,
    });
  } catch (err) {
    // priceQuote names the duration `duration`; this endpoint's field is package_duration_id
    if (err instanceof ApiError && err.errors?.duration)
      throw fieldError("package_duration_id", "The selected package duration id is invalid.");
    throw err;
  }
  if (input.user_address_id !== undefined) {
    const address =
      owner.userId === undefined
        ? undefined
        : await db
            .selectFrom("user_addresses")
            .select("id")
            .where("id", "=", input.user_address_id)
            .where("user_id", "=", owner.userId)
            .executeTakeFirst();
    if (!address) throw fieldError("user_address_id", "The selected user address id is invalid.");
  }
  await db.transaction().execute(async (trx) => {
    const cart = await getOrCreateCart(trx, owner, "package");
    await trx.deleteFrom("package_cart_items").where("cart_id", "=", cart.id).execute();
    const at = nowIso();
    await trx
      .insertInto("package_cart_items")
      .values({
        cart_id: cart.id,
        package_id: quote.package_id,
        package_duration_id: quote.package_duration_id,
        property_type: quote.property_type,
        property_size: quote.property_size,
        user_address_id: input.user_address_id ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await touchCart(trx, cart.id);
  });
}

/**
 * Notes and photos of the service cart, or of one of its lines. `notes` undefined: unchanged ("" clears);
 * `keepImages` undefined: every current photo stays, else only those listed (paths not attached are ignored);
 * new photos are added after the kept ones, at most `maxImages` in all (422 on `images`).
 */
export async function saveNotesAndImages(
  db: Database,
  owner: CartOwner,
  input: { notes?: string; keepImages?: string[]; newImages: string[]; cartItemId?: number },
  maxImages: number,
  tooMany: string,
  dataDir?: string,
) {
  const target =
    input.cartItemId !== undefined
      ? await ownedLine(db, owner, "service", input.cartItemId)
      : { cart: await getOrCreateCart(db, owner, "service"), itemId: null };
  const current =
    target.itemId === null
      ? parseImages(target.cart.images)
      : parseImages(
          (await db.selectFrom("cart_items").select("images").where("id", "=", target.itemId).executeTakeFirstOrThrow())
            .images,
        );
  const kept = input.keepImages === undefined ? current : current.filter((p) => input.keepImages!.includes(p));
  const images = [...kept, ...input.newImages];
  if (images.length > maxImages) throw fieldError("images", tooMany);
  const values = {
    images: JSON.stringify(images),
    ...(input.notes !== undefined ? { notes: input.notes === "" ? null : input.notes } : {}),
    updated_at: nowIso(),
  };
  if (target.itemId === null) await db.updateTable("carts").set(values).where("id", "=", target.cart.id).execute();
  else {
    await db.updateTable("cart_items").set(values).where("id", "=", target.itemId).execute();
    await touchCart(db, target.cart.id);
  }
  // A photo dropped from the cart goes from the disk too, unless a booking (or anything else) still names it.
  if (dataDir !== undefined)
    for (const dropped of current.filter((p) => !kept.includes(p))) await deleteIfUnreferenced(db, dataDir, dropped);
}
