import { Form, type FormInstance, InputNumber, Table } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format";
import { useVatPercent } from "../../settings/use-vat";
import { vatOf } from "../money";
import type { PackageDuration, PackagePrice, PropertySize, PropertyType } from "../types";

export type GridValues = Record<string, Record<string, number | null | undefined>>;

export interface PriceEntry {
  property_type: string;
  property_size: string;
  price: number;
}

/** The grid's filled cells as the body's `prices` (empty cells are not priced), in grid order. */
export const gridToPrices = (values: GridValues, types: PropertyType[]): PriceEntry[] =>
  types.flatMap((type) =>
    type.sizes.flatMap((size): PriceEntry[] => {
      const price = values[type.type]?.[size.key];
      return typeof price === "number" && Number.isFinite(price)
        ? [{ property_type: type.type, property_size: size.key, price }]
        : [];
    }),
  );

export const pricesToGrid = (prices: PackagePrice[]): GridValues => {
  const out: GridValues = {};
  for (const p of prices) {
    out[p.property_type] = { ...(out[p.property_type] ?? {}), [p.property_size]: p.price };
  }
  return out;
};

/** `prices.3.price` errors onto the grid cell of the 4th entry sent; answers the ones with no cell. */
export function showGridErrors(form: FormInstance, error: unknown, sent: PriceEntry[]): string[] {
  const e = error as { message?: string; errors?: Record<string, string[] | string> } | undefined;
  if (!e?.errors) return [e?.message ?? String(error)];
  const fields: { name: string[]; errors: string[] }[] = [];
  const other: string[] = [];
  for (const [key, value] of Object.entries(e.errors)) {
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    const m = /^prices\.(\d+)/.exec(key);
    const entry = m ? sent[Number(m[1])] : undefined;
    if (entry) fields.push({ name: [entry.property_type, entry.property_size], errors: messages });
    else other.push(...messages);
  }
  form.setFields(fields);
  return other;
}

/** The sizes of one property type: a monthly price each, its VAT and the duration's total. */
export function SizeRows({
  type,
  duration,
  form,
  disabled,
}: {
  type: PropertyType;
  duration: PackageDuration;
  form: FormInstance<GridValues>;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const percent = useVatPercent();
  const row = Form.useWatch(type.type, form) as Record<string, number | null> | undefined;
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <Table<PropertySize>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={type.sizes}
      columns={[
        { key: "size", title: t("partnerCatalog.pricing.size"), dataIndex: "name" },
        {
          key: "price",
          title: t("partnerCatalog.pricing.monthly"),
          width: 180,
          render: (_, size) => (
            <Form.Item name={[type.type, size.key]} style={{ margin: 0 }}>
              <InputNumber
                min={1}
                max={100000}
                precision={2}
                step={10}
                disabled={disabled}
                inputMode="decimal"
                prefix={t("common.aed")}
                style={{ width: "100%", minWidth: 130 }}
                aria-label={t("partnerCatalog.pricing.cellLabel", { type: type.name, size: size.name })}
                data-testid={`price-${type.type}-${size.key}`}
              />
            </Form.Item>
          ),
        },
        {
          key: "vat",
          title: t("partnerCatalog.pricing.vat"),
          responsive: ["md"],
          render: (_, size) => {
            const v = row?.[size.key];
            return typeof v === "number" ? <bdi>{money(vatOf(v, percent))}</bdi> : "—";
          },
        },
        {
          key: "term",
          title: t("partnerCatalog.pricing.term", { count: duration.months }),
          responsive: ["sm"],
          render: (_, size) => {
            const v = row?.[size.key];
            if (typeof v !== "number") return "—";
            const list = v * duration.months;
            const total = Math.round((list - (list * duration.discount_percent) / 100) * 100) / 100;
            return <bdi>{money(total)}</bdi>;
          },
        },
      ]}
    />
  );
}
