import "../../../i18n/modules/kpi";
import { PlusOutlined } from "@ant-design/icons";
import { List, useSelect, useTable } from "@refinedev/antd";
import { Alert, Button, Col, Form, Input, Row, Select, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { useListFilters } from "../../../components/portal/use-list-filters";
import type { KpiCategory } from "./kpi-categories";
import {
  FilterBar,
  RowButtons,
  StatusField,
  StatusSwitch,
  useKpiModal,
  useKpiRights,
  useKpiVerbs,
  useRequired,
} from "./kpi-common";

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
  const required = useRequired();
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
      <Col xs={24} md={12}>
        <Form.Item name="name_en" label={t("kpi.common.nameEn")} rules={required}>
          <Input maxLength={150} lang="en" dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="name_ar" label={t("kpi.common.nameAr")} rules={required}>
          <Input maxLength={150} lang="ar" dir="rtl" />
        </Form.Item>
      </Col>
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
      <Col xs={24} md={12}>
        <Form.Item name="formula_en" label={t("kpi.criteria.formulaEn")}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} lang="en" dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="formula_ar" label={t("kpi.criteria.formulaAr")}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} lang="ar" dir="rtl" />
        </Form.Item>
      </Col>
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
  const can = useKpiRights(RESOURCE);
  const verbs = useKpiVerbs(RESOURCE, ["admin-kpi-categories"]);
  const categories = useCategoryOptions();
  const table = useTable<KpiCriterion>({
    resource: RESOURCE,
    pagination: { pageSize: 20 },
    meta: { silent: true },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const create = useKpiModal<KpiCriterion, CriterionValues>({
    resource: RESOURCE,
    action: "create",
    title: t("kpi.criteria.createTitle"),
    testId: "kpi-criterion-create",
    width: 760,
    alsoInvalidate: ["admin-kpi-categories"],
    children: <CriterionFields categories={categories} create />,
  });
  const edit = useKpiModal<KpiCriterion, CriterionValues>({
    resource: RESOURCE,
    action: "edit",
    title: t("kpi.criteria.editTitle"),
    testId: "kpi-criterion-edit",
    width: 760,
    alsoInvalidate: ["admin-kpi-categories"],
    children: <CriterionFields categories={categories} create={false} />,
  });

  return (
    <List
      title={t("titles.kpiCriteria")}
      breadcrumb={false}
      headerButtons={
        can.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show(undefined, { status: "active" })}>
            {t("kpi.criteria.add")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t("kpi.criteria.subtitle")}</Typography.Paragraph>
      <FilterBar
        searchProps={filters.searchProps}
        canSearch={can.search}
        status={String(filters.get("status") ?? "")}
        onStatus={(v) => filters.setFilter("status", v)}
      >
        <Select
          aria-label={t("kpi.criteria.category")}
          value={String(filters.get("category_id") ?? "")}
          onChange={(v) => filters.setFilter("category_id", v)}
          options={[{ value: "", label: t("kpi.criteria.allCategories") }, ...(categories as never[])].map((o) => ({
            ...(o as object),
            value: String((o as { value: unknown }).value),
          }))}
          style={{ flex: "0 1 200px", minWidth: 150 }}
        />
      </FilterBar>
      {table.tableQuery.isError ? (
        <Alert type="error" showIcon message={t("kpi.common.loadFailed")} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<KpiCriterion>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("kpi.criteria.empty") }}
        data-testid="kpi-criteria-table"
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
        <Table.Column<KpiCriterion>
          title={t("kpi.common.status")}
          dataIndex="status"
          width={96}
          render={(s: string, c) => (
            <StatusSwitch
              status={s}
              name={c.name}
              disabled={!can.status}
              onChange={(on) => verbs.setStatus(c.id, on)}
            />
          )}
        />
        {can.edit || can.remove ? (
          <Table.Column<KpiCriterion>
            title={t("kpi.common.actions")}
            width={104}
            render={(_, c) => (
              <RowButtons
                name={c.name}
                canEdit={can.edit}
                canDelete={can.remove}
                deleteConfirm={t("kpi.criteria.deleteConfirm")}
                onEdit={() => edit.show(c.id)}
                onDelete={() => verbs.remove(c.id)}
              />
            )}
          />
        ) : null}
      </Table>
      {create.element}
      {edit.element}
    </List>
  );
}
