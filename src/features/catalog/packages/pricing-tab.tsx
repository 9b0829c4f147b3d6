import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Form,
  type FormInstance,
  InputNumber,
  Segmented,
  Space,
  Table,
  Typography,
} from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError, type Paginated } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import { ALL } from "../../../config/constants";
import { formatMoney } from "../../../lib/format";
import { useDirtyWarning, usePropertyTypes, vatOf } from "../shared";
import type { ManagedPackage, PackageDuration, PackagePrice, PropertySize, PropertyType } from "../types";
import { useDurations } from "./durations-tab";

type GridValues = Record<string, Record<string, number | null | undefined>>;

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

const pricesToGrid = (prices: PackagePrice[]): GridValues => {
  const out: GridValues = {};
  for (const p of prices) {
    out[p.property_type] = { ...(out[p.property_type] ?? {}), [p.property_size]: p.price };
  }
  return out;
};

/** `prices.3.price` errors onto the grid cell of the 4th entry sent; answers the ones with no cell. */
function showGridErrors(form: FormInstance, error: unknown, sent: PriceEntry[]): string[] {
  if (!isApiError(error) || !error.errors) return isApiError(error) ? [error.message] : [String(error)];
  const fields: { name: string[]; errors: string[] }[] = [];
  const other: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const m = /^prices\.(\d+)/.exec(key);
    const entry = m ? sent[Number(m[1])] : undefined;
    if (entry) fields.push({ name: [entry.property_type, entry.property_size], errors: messages });
    else other.push(...messages);
  }
  form.setFields(fields);
  return other;
}

function SizeRows({
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
            return typeof v === "number" ? <bdi>{money(vatOf(v))}</bdi> : "—";
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

/**
 * Pricing tab: for one duration, a monthly price (AED incl. VAT, before the duration's discount) per property type
 * and size the package offers. Save replaces that duration's prices (save/duration/pricing); the prices shown are
 * the server's (get/duration/pricing).
 */
export function PricingTab({
  pkg,
  canEdit,
  onChanged,
}: {
  pkg: ManagedPackage;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const durations = useDurations(pkg.id);
  const allTypes = usePropertyTypes();
  const [durationId, setDurationId] = useState<number>();
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [form] = Form.useForm<GridValues>();
  useDirtyWarning(dirty);
  const list = durations.data ?? [];
  const duration = list.find((d) => d.id === durationId) ?? list[0];
  const types = useMemo(
    () => (allTypes.data ?? []).filter((ty) => pkg.property_types.includes(ty.type)),
    [allTypes.data, pkg.property_types],
  );
  const prices = useQuery({
    queryKey: ["catalog", "pricing", pkg.id, duration?.id, i18n.language],
    queryFn: async () => {
      const data = (
        await api.get<Paginated<PackagePrice>>(ENDPOINTS.catalogDurationPricing, {
          package_id: pkg.id,
          package_duration_id: duration?.id,
          limit: ALL,
        })
      ).data;
      return Array.isArray(data) ? (data as PackagePrice[]) : (data?.data ?? []);
    },
    enabled: Boolean(duration),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the grid when the server's prices arrive
  useEffect(() => {
    if (!prices.data) return;
    form.resetFields();
    form.setFieldsValue(pricesToGrid(prices.data));
    setDirty(false);
    setProblems([]);
  }, [prices.data]);

  const after = (saved: PackagePrice[]) => {
    setDirty(false);
    setProblems([]);
    void queryClient.invalidateQueries({ queryKey: ["catalog", "pricing", pkg.id] });
    void queryClient.invalidateQueries({ queryKey: ["catalog", "durations", pkg.id] });
    onChanged();
    return saved;
  };
  const save = useMutation({
    mutationFn: async ({ all, entries }: { all: boolean; entries: PriceEntry[] }) =>
      (
        await api.post<{ package_id: number; prices: PackagePrice[] }>(
          all ? ENDPOINTS.catalogPricingSaveAll : ENDPOINTS.catalogDurationPricingSave,
          all
            ? { package_id: pkg.id, prices: entries }
            : { package_id: pkg.id, package_duration_id: duration?.id, prices: entries },
        )
      ).data,
    onSuccess: (data, { all }) => {
      after(data.prices);
      message.success(t(all ? "partnerCatalog.pricing.savedAll" : "partnerCatalog.pricing.saved"));
    },
    onError: (error, { entries }) => setProblems(showGridErrors(form, error, entries)),
  });
  const submit = (all: boolean) => {
    const entries = gridToPrices(form.getFieldsValue(true) as GridValues, types);
    if (!entries.length) {
      setProblems([t("partnerCatalog.pricing.none")]);
      return;
    }
    if (all)
      modal.confirm({
        title: t("partnerCatalog.pricing.allTitle"),
        content: t("partnerCatalog.pricing.allBody", { count: list.length }),
        okText: t("partnerCatalog.pricing.saveAll"),
        cancelText: t("partnerCatalog.common.cancel"),
        onOk: () => save.mutateAsync({ all, entries }).catch(() => undefined),
      });
    else save.mutate({ all, entries });
  };
  const pick = (id: number) => {
    if (dirty && !window.confirm(t("partnerCatalog.common.unsaved"))) return;
    setDirty(false);
    setDurationId(id);
  };

  if (durations.isLoading || allTypes.isLoading) return <Card loading />;
  if (!list.length) return <Empty description={t("partnerCatalog.pricing.noDurations")} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <div>
        <Typography.Text strong>{t("partnerCatalog.pricing.duration")}</Typography.Text>
        <div style={{ overflowX: "auto", marginTop: 6 }}>
          <Segmented
            value={duration?.id}
            onChange={(v) => pick(Number(v))}
            options={list.map((d) => ({ value: d.id, label: d.label }))}
            data-testid="pricing-duration"
          />
        </div>
        {duration ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t("partnerCatalog.pricing.hint", { discount: duration.discount_percent })}
          </Typography.Paragraph>
        ) : null}
      </div>
      {problems.length ? (
        <Alert
          type="error"
          showIcon
          message={problems.map((p) => <div key={p}>{p}</div>)}
          data-testid="pricing-problems"
        />
      ) : null}
      {duration ? (
        <Form form={form} name="package-pricing" onValuesChange={() => setDirty(true)} disabled={!canEdit}>
          <Space direction="vertical" size="middle" style={{ width: "100%" }}>
            {types.map((type) => (
              <Card key={type.type} size="small" title={type.name} data-testid={`pricing-${type.type}`}>
                <SizeRows type={type} duration={duration} form={form} disabled={!canEdit} />
              </Card>
            ))}
          </Space>
        </Form>
      ) : null}
      {canEdit ? (
        <Space wrap>
          <Button type="primary" loading={save.isPending} onClick={() => submit(false)} data-testid="pricing-save">
            {t("partnerCatalog.pricing.save", { name: duration?.label ?? "" })}
          </Button>
          {list.length > 1 ? (
            <Button onClick={() => submit(true)} disabled={save.isPending}>
              {t("partnerCatalog.pricing.saveAll")}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </Space>
  );
}
