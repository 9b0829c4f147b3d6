import { randomBytes } from "node:crypto";
import type { AppConfig } from "../../config.js";
import { dubaiYearMonth } from "../../lib/dubai.js";
import { ApiError, type FieldErrors, MESSAGES } from "../../lib/errors.js";
import {
  CARD_DECLINED,
  CARD_EXPIRED,
  CARD_NUMBER_INVALID,
  CVC_INVALID,
  EXP_MONTH_INVALID,
  EXP_YEAR_INVALID,
  GATEWAY_UNAVAILABLE,
  TEST_CARDS_ONLY,
} from "./messages.js";

/**
 * Card payments go through a `PaymentGateway`. The reference server ships the test gateway (docs/commerce-api.md,
 * "Test payment gateway"); a real one implements the same interface and is registered with `registerGateway`, and
 * the `PAYMENT_GATEWAY` environment variable names the active one. The test gateway works only in demo mode
 * (`DEMO_MODE=true`, where it is also the default); without a usable gateway a card payment answers 503 and the
 * order stays payable.
 */

export interface CardDetails {
  /** Digits, spaces allowed. */
  number: string;
  exp_month: number;
  /** 4 digits (2 digits are read as 20xx). */
  exp_year: number;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  amountFils: number;
  currency: string;
  card: CardDetails;
  description: string;
  /** Our reference for the charge (the order number). */
  reference: string;
}

export interface ChargeResult {
  status: "succeeded" | "declined";
  /** The gateway's reference for this attempt. */
  reference: string;
  brand: string;
  last4: string;
  failure_message?: string;
}

export interface TestCard {
  number: string;
  result: string;
}

export interface PaymentGateway {
  /** Stored in `payments.gateway`. */
  name: string;
  /** Charges a card. Throws ApiError 422 (card fields) for a card it cannot even try; a refusal is `declined`. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Cards a tester may use (the test gateway only). */
  testCards?: TestCard[];
}

export const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, "");

/** The Luhn checksum. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "card";
}

/**
 * Checks a card's fields (422 with field errors): number 12-19 digits passing Luhn (`card_number`), month 1-12 and
 * an expiry not in the past (`exp_month` / `exp_year`; a card is valid through its expiry month), CVC 3-4 digits.
 */
export function assertCard(card: CardDetails, now = new Date()): void {
  const errors: FieldErrors = {};
  const add = (f: string, m: string) => {
    errors[f] = [...(errors[f] ?? []), m];
  };
  const digits = digitsOf(card.number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) add("card_number", CARD_NUMBER_INVALID);
  const month = Number(card.exp_month);
  let year = Number(card.exp_year);
  if (Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
  const monthOk = Number.isInteger(month) && month >= 1 && month <= 12;
  const yearOk = Number.isInteger(year) && year >= 2000 && year <= 2100;
  if (!monthOk) add("exp_month", EXP_MONTH_INVALID);
  if (!yearOk) add("exp_year", EXP_YEAR_INVALID);
  if (monthOk && yearOk) {
    const current = dubaiYearMonth(now);
    if (year < current.year) add("exp_year", CARD_EXPIRED);
    else if (year === current.year && month < current.month) add("exp_month", CARD_EXPIRED);
  }
  if (!/^\d{3,4}$/.test(String(card.cvc ?? "").trim())) add("cvc", CVC_INVALID);
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const first = errors[fields[0]][0];
    throw new ApiError(422, fields.length === 1 ? first : MESSAGES.invalid, errors);
  }
}

export const TEST_CARD_SUCCESS = "4242424242424242";
export const TEST_CARD_DECLINE = "4000000000000002";

/** The test gateway: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, any other card is declined. */
export const testGateway: PaymentGateway = {
  name: "test",
  testCards: [
    { number: "4242 4242 4242 4242", result: "succeeded" },
    { number: "4000 0000 0000 0002", result: `declined: ${CARD_DECLINED}` },
  ],
  async charge({ card }) {
    assertCard(card);
    const digits = digitsOf(card.number);
    const base = {
      reference: `test_${randomBytes(9).toString("hex")}`,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
    };
    if (digits === TEST_CARD_SUCCESS) return { status: "succeeded", ...base };
    if (digits === TEST_CARD_DECLINE) return { status: "declined", ...base, failure_message: CARD_DECLINED };
    return { status: "declined", ...base, failure_message: TEST_CARDS_ONLY };
  },
};

const gateways = new Map<string, PaymentGateway>([[testGateway.name, testGateway]]);

/** Makes a gateway available by name (call at startup, before requests). */
export function registerGateway(gateway: PaymentGateway): void {
  gateways.set(gateway.name, gateway);
}

/** The gateway card payments would use now, or null when none is usable (the test gateway outside demo mode). */
export function configuredGateway(config: Pick<AppConfig, "demoMode" | "paymentGateway">): PaymentGateway | null {
  const name = config.paymentGateway || (config.demoMode ? testGateway.name : "");
  if (!name || (name === testGateway.name && !config.demoMode)) return null;
  return gateways.get(name) ?? null;
}

/** The gateway to charge with; 503 (nothing charged, nothing changed) when no gateway is usable. */
export function activeGateway(config: Pick<AppConfig, "demoMode" | "paymentGateway">): PaymentGateway {
  const gateway = configuredGateway(config);
  if (!gateway) throw new ApiError(503, GATEWAY_UNAVAILABLE);
  return gateway;
}
