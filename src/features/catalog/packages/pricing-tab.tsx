import { type BaseRecord, useCustomMutation } from "@refinedev/core";
import { Alert, App, Button, Card, Empty, Form, Segmented, Space, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useDirtyWarning } from "../catalog-page";
import { usePropertyTypes } from "../lookups";
import type { ManagedPackage, PackagePrice } from "../types";
import { useDurationPrices, useDurations, useRefreshPackageTerms } from "./package-data";
import { type GridValues, gridToPrices, type PriceEntry, pricesToGrid, SizeRows, showGridErrors } from "./pricing-grid";

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
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const refreshTerms = useRefreshPackageTerms();
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
  const prices = useDurationPrices(pkg.id, duration?.id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the grid when the server's prices arrive
  useEffect(() => {
    if (!prices.data) return;
    form.resetFields();
    form.setFieldsValue(pricesToGrid(prices.data));
    setDirty(false);
    setProblems([]);
  }, [prices.data]);

  const { mutateAsync, mutation: save } = useCustomMutation<
    { package_id: number; prices: PackagePrice[] } & BaseRecord
  >();
  /** save/duration/pricing (this duration) or save/pricing (every duration of the package). */
  const send = (all: boolean, entries: PriceEntry[]) =>
    mutateAsync(
      {
        url: all ? ENDPOINTS.catalogPricingSaveAll : ENDPOINTS.catalogDurationPricingSave,
        method: "post",
        values: all
          ? { package_id: pkg.id, prices: entries }
          : { package_id: pkg.id, package_duration_id: duration?.id, prices: entries },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          setDirty(false);
          setProblems([]);
          void refreshTerms();
          onChanged();
          message.success(t(all ? "partnerCatalog.pricing.savedAll" : "partnerCatalog.pricing.saved"));
        },
        onError: (error) => setProblems(showGridErrors(form, error, entries)),
      },
    ).catch(() => undefined);
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
        onOk: () => send(all, entries),
      });
    else void send(all, entries);
  };
  const pick = (id: number) => {
    if (dirty && !window.confirm(t("catalogCore.unsaved"))) return;
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
