import "../../../i18n/modules/kpi";
import { useSelect } from "@refinedev/antd";
import { Col, Form, Row, Select, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import type { KpiCategory } from "./kpi-categories";
import { BilingualFields, KpiListFrame, StatusField, useKpiList, useKpiModals } from "./kpi-common";

export type KpiCriterion = ApiSchema<"KpiCriterion">;
type CriterionValues = Partial<
  Pick<
    KpiCriterion,
    "category_id" | "name_en" | "name_ar" | "metric" | "direction" | "unit" | "formula_en" | "formula_ar" | "status"
  >
>;
const RESOURCE = "admin-kpi-criteria";
export const METRICS: KpiCriterion["metric"][] = [
  "on_time_rate",
  "completion_rate",
  "partner_cancellation_rate",
  "average_rating",
  "response_minutes",
  "complaint_rate",
];
const DIRECTIONS: KpiCriterion["direction"][] = ["higher", "lower"];
const UNITS: KpiCriterion["unit"][] = ["percent", "rating", "minutes"];

/** The KPI categories as select options (every status: a criterion may sit in an inactive one). */
function useCategoryOptions() {
  const { selectProps } = useSelect<KpiCategory>({
    resource: "admin-kpi-categories",
    optionLabel: "name",
    optionValue: "id",
    pagination: { mode: "off" },
    meta: { silent: true },
    errorNotification: false,
  });
  return selectProps.options ?? [];
}

function CriterionFields({
  categories,
  create,
}: {
  categories: { label?: unknown; value?: unknown }[];
  create: boolean;
}) {
  const { t } = useTranslation();
  const pick = [{ required: true, message: t("kpi.common.required") }];
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="category_id" label={t("kpi.criteria.category")} rules={pick}>
          <Select options={categories as never} showSearch optionFilterProp="label" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="metric" label={t("kpi.criteria.metric")} rules={pick}>
          <Select options={METRICS.map((m) => ({ value: m, label: t(`kpi.criteria.metrics.${m}`) }))} />
        </Form.Item>
      </Col>
      <BilingualFields name="name" labels="kpi.common.name" max={150} />
      <Col xs={24} md={12}>
        <Form.Item
          name="direction"
          label={t("kpi.criteria.direction")}
          extra={create ? t("kpi.criteria.metricDefaults") : undefined}
        >
          <Select
            allowClear={create}
            options={DIRECTIONS.map((d) => ({ value: d, label: t(`kpi.criteria.directions.${d}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="unit" label={t("kpi.criteria.unit")}>
          <Select allowClear={create} options={UNITS.map((u) => ({ value: u, label: t(`kpi.criteria.units.${u}`) }))} />
        </Form.Item>
      </Col>
      <BilingualFields name="formula" labels="kpi.criteria.formula" area />
      <Col xs={24}>
        <StatusField />
      </Col>
    </Row>
  );
}

/**
 * /admin/kpi/criteria: the KPI criteria (kpi-criteria/list) with their category, figure, direction, unit and formula,
 * searched in both languages and filtered by category and status; add, edit, activate/deactivate, delete (a
 * criterion with targets or a weight: the server's reason is shown).
 */
export default function KpiCriteriaPage() {
  const { t } = useTranslation();
  const list = useKpiList<KpiCriterion>(RESOURCE, ["admin-kpi-categories"]);
  const categories = useCategoryOptions();
  const modals = useKpiModals<KpiCriterion, CriterionValues>({
    resource: RESOURCE,
    strings: "kpi.criteria",
    testId: "kpi-criterion",
    fields: <CriterionFields categories={categories} create />,
    editFields: <CriterionFields categories={categories} create={false} />,
    width: 760,
    alsoInvalidate: ["admin-kpi-categories"],
  });

  return (
    <KpiListFrame<KpiCriterion>
      list={list}
      title={t("titles.kpiCriteria")}
      strings="kpi.criteria"
      onAdd={() => modals.create.show(undefined, { status: "active" })}
      filters={
        <Select
          aria-label={t("kpi.criteria.category")}
          value={String(list.filters.get("category_id") ?? "")}
          onChange={(v) => list.filters.setFilter("category_id", v)}
          options={[{ value: "", label: t("kpi.criteria.allCategories") }, ...(categories as never[])].map((o) => ({
            ...(o as object),
            value: String((o as { value: unknown }).value),
          }))}
          style={{ flex: "0 1 200px", minWidth: 150 }}
        />
      }
      testId="kpi-criteria-table"
      nameOf={(c) => c.name}
      modals={modals}
    >
      <Table.Column<KpiCriterion>
        title={t("kpi.common.name")}
        dataIndex="name"
        render={(name: string, c) => (
          <span style={{ display: "inline-block", maxWidth: 360, whiteSpace: "normal", overflowWrap: "anywhere" }}>
            <Typography.Text strong>{name}</Typography.Text>
            {c.formula ? (
              <>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("kpi.criteria.formula")}: {c.formula}
                </Typography.Text>
              </>
            ) : null}
          </span>
        )}
      />
      <Table.Column<KpiCriterion> title={t("kpi.criteria.category")} dataIndex="category_name" />
      <Table.Column<KpiCriterion>
        title={t("kpi.criteria.metric")}
        dataIndex="metric"
        responsive={["md"]}
        render={(m: string) => t(`kpi.criteria.metrics.${m}`)}
      />
      <Table.Column<KpiCriterion>
        title={t("kpi.criteria.direction")}
        dataIndex="direction"
        responsive={["lg"]}
        render={(d: string, c) => (
          <Tag color={d === "higher" ? "green" : "blue"}>
            {t(`kpi.criteria.directions.${d}`)} · {t(`kpi.criteria.units.${c.unit}`)}
          </Tag>
        )}
      />
    </KpiListFrame>
  );
}
