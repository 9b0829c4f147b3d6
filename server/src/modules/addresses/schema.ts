import { z } from "zod";
import { envelope } from "../../lib/envelope.js";
import { numberParam, pageParams, paginated, requiredIntParam } from "../../lib/query.js";
import { requiredString } from "../auth/schema.js";

export const addressSchema = z
  .object({
    id: z.number().int(),
    label: z.string().describe("home | work | other, or the customer's own words"),
    emirate_id: z.number().int(),
    emirate_name: z.string(),
    emirate_name_en: z.string(),
    emirate_name_ar: z.string(),
    community_id: z.number().int(),
    community_name: z.string(),
    community_name_en: z.string(),
    community_name_ar: z.string(),
    building: z.string(),
    apartment_or_villa_number: z.string(),
    street: z.string().nullable(),
    property_type: z.string().describe("apartment | villa | office"),
    property_type_name: z.string(),
    property_size: z.string().describe("studio, 1br ... 5br, office-s ... office-xl"),
    property_size_name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    is_default: z.number().int().describe("1 for the default address"),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "UserAddress" });

const optionalText = (field: string, max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z
      .string({ error: `The ${field} must be a string.` })
      .trim()
      .max(max, `The ${field} may not be greater than ${max} characters.`)
      .optional(),
  );

/** Create and update take the whole address. */
export const addressBody = z.object({
  label: requiredString("label", 40).meta({ example: "home" }),
  emirate_id: requiredIntParam("emirate_id").meta({ example: 1 }),
  community_id: requiredIntParam("community_id").meta({ example: 1 }),
  building: requiredString("building", 120).meta({ example: "Marina Heights" }),
  apartment_or_villa_number: requiredString("apartment_or_villa_number", 40).meta({ example: "1204" }),
  street: optionalText("street", 120),
  property_type: requiredString("property_type", 40).meta({ example: "apartment" }),
  property_size: requiredString("property_size", 40).meta({ example: "2br" }),
  latitude: numberParam("latitude", -90, 90),
  longitude: numberParam("longitude", -180, 180),
  is_default: z
    .preprocess(
      (v) =>
        v === null || v === ""
          ? undefined
          : v === 1 || v === "1" || v === true
            ? true
            : v === 0 || v === "0" || v === false
              ? false
              : v,
      z.boolean({ error: "The is default field must be true or false." }).optional(),
    )
    .describe("Make this the default address (the first address always is)"),
});
export type AddressBody = z.infer<typeof addressBody>;

export const addressParams = z.object({ id: requiredIntParam("id") });
export const addressListQuery = z.object({ ...pageParams });

export const addressResponse = envelope(addressSchema);
export const addressListResponse = envelope(paginated(addressSchema));
export const deletedResponse = envelope(z.object({ id: z.number().int() }));
