import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { requiredIntParam } from "../../lib/query.js";
import { requiredString } from "../auth/schema.js";
import { orderSchema } from "../orders/schema.js";

const numberToString = (v: unknown) => (typeof v === "number" ? String(v) : v);

/** Card fields (shared by payment/pay, wallet/top-up and the card option of a reschedule). */
export const cardFields = {
  card_number: requiredString("card_number", 32).meta({
    example: "4242 4242 4242 4242",
    description: "Spaces allowed; checked with Luhn",
  }),
  exp_month: requiredIntParam("exp_month").meta({ example: 12 }),
  exp_year: requiredIntParam("exp_year").meta({ example: 2030, description: "4 digits (2 digits read as 20xx)" }),
  cvc: z.preprocess(numberToString, requiredString("cvc", 8)).meta({ example: "123" }),
  card_name: requiredString("card_name", 100).meta({ example: "Aisha Al Mansoori" }),
};

/** The card of a body carrying `cardFields`, as the gateway takes it. */
export const cardOf = (body: {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  card_name: string;
}) => ({
  number: body.card_number,
  exp_month: body.exp_month,
  exp_year: body.exp_year,
  cvc: body.cvc,
  name: body.card_name,
});

export const payBody = z.object({
  order_id: requiredIntParam("order_id").meta({ example: 1 }),
  ...cardFields,
});

/** 402: the card was declined; the order is `failed` and can be paid again. */
export const declineEnvelope = z
  .object({
    status_code: z.literal(402),
    data: z.object({ order_id: z.number().int(), order_number: z.string(), status: z.literal("failed") }),
    message: z.string(),
  })
  .meta({ id: "PaymentDeclined" });

export const payResponse = envelope(orderSchema);

export const gatewayResponse = envelope(
  z.object({
    name: z.string(),
    available: z.boolean(),
    test_cards: z.array(z.object({ number: z.string(), result: z.string() })),
  }),
);
