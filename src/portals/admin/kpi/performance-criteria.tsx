import "../../../i18n/modules/kpi";
import { PlusOutlined } from "@ant-design/icons";
import { List, useTable } from "@refinedev/antd";
import { useList } from "@refinedev/core";
import { Alert, Button, Col, Form, InputNumber, Progress, Row, Select, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { FilterBar, RowButtons, StatusField, StatusSwitch, useKpiModal, useKpiRights, useKpiVerbs } from "./kpi-common";
import type { KpiCriterion } from "./kpi-criteria";

export type KpiWeight = ApiSchema<"KpiWeight">;
type WeightValues = Partial<Pick<KpiWeight, "criterion_id" | "weight" | "status">>;
const RESOURCE = "admin-performance-criteria";

function WeightFields({ criteria }: { criteria?: { value: number; label: string }[] }) {
  const { t } = useTranslation();
  const required = [{ required: true, message: t("kpi.common.required") }];
  return (
    <Row gutter={16}>
      {criteria ? (
        <Col xs={24}>
          <Form.Item name="criterion_id" label={t("kpi.weights.criterion")} rules={required}>
            <Select options={criteria} showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
      ) : null}
      <Col xs={12}>
        <Form.Item name="weight" label={t("kpi.weights.weight")} rules={required}>
          <InputNumber min={1} max={100} precision={0} style={{ width: "100%" }} dir="ltr" data-testid="weight-input" />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <StatusField />
      </Col>
    </Row>
  );
}

/**
 * /admin/kpi/performance-criteria: the weights of the overall KPI score (performance-criteria/list): each
 * criterion's weight, its normalised share of the score and the total of the active weights; add a weight for a
 * criterion that has none, change one, activate/deactivate or delete it.
 */
export default function PerformanceCriteriaPage() {
  const { t, i18n } = useTranslation();
  const can = useKpiRights(RESOURCE);
  const verbs = useKpiVerbs(RESOURCE);
  const table = useTable<KpiWeight>({
    resource: RESOURCE,
    pagination: { pageSize: 20 },
    meta: { silent: true },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const total = (table.tableQuery.data as { active_weight_total?: number } | undefined)?.active_weight_total;
  const criteria = useList<KpiCriterion>({
    resource: "admin-kpi-criteria",
    pagination: { mode: "off" },
    meta: { silent: true },
    errorNotification: false,
    queryOptions: { enabled: can.create },
  });
  const weighted = useList<KpiWeight>({
    resource: RESOURCE,
    pagination: { mode: "off" },
    meta: { silent: true },
    errorNotification: false,
    queryOptions: { enabled: can.create },
  });
  const taken = new Set((weighted.result?.data ?? []).map((w) => w.criterion_id));
  const free = (criteria.result?.data ?? [])
    .filter((c) => !taken.has(c.id))
    .map((c) => ({ value: c.id, label: c.name }));
  const nf = new Intl.NumberFormat(i18n.language === "ar" ? "ar-AE-u-nu-latn" : "en-AE", { maximumFractionDigits: 1 });

  const create = useKpiModal<KpiWeight, WeightValues>({
    resource: RESOURCE,
    action: "create",
    title: t("kpi.weights.createTitle"),
    testId: "weight-create",
    children: <WeightFields criteria={free} />,
  });
  const edit = useKpiModal<KpiWeight, WeightValues>({
    resource: RESOURCE,
    action: "edit",
    title: t("kpi.weights.editTitle"),
    testId: "weight-edit",
    toBody: ({ weight, status }) => ({ weight, status }),
    children: <WeightFields />,
  });

  return (
    <List
      title={t("titles.kpiPerformanceCriteria")}
      breadcrumb={false}
      headerButtons={
        can.create && free.length > 0 ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => create.show(undefined, { status: "active", weight: 10 })}
          >
            {t("kpi.weights.add")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t("kpi.weights.subtitle")}</Typography.Paragraph>
      {total !== undefined ? (
        <Alert
          type="info"
          showIcon
          data-testid="weight-total"
          message={t("kpi.weights.total", { total: nf.format(total) })}
          description={t("kpi.weights.totalHint")}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <FilterBar
        searchProps={filters.searchProps}
        canSearch={can.search}
        status={String(filters.get("status") ?? "")}
        onStatus={(v) => filters.setFilter("status", v)}
      />
      {table.tableQuery.isError ? (
        <Alert type="error" showIcon message={t("kpi.common.loadFailed")} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<KpiWeight>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("kpi.weights.empty") }}
        data-testid="weights-table"
      >
        <Table.Column<KpiWeight>
          title={t("kpi.weights.criterion")}
          dataIndex="criterion_name"
          render={(name: string, w) => (
            <span style={{ display: "inline-block", maxWidth: 240, whiteSpace: "normal" }}>
              <Typography.Text strong>{name}</Typography.Text>
              {w.criterion_status === "inactive" ? (
                <>
                  <br />
                  <Tag>{t("kpi.weights.criterionInactive")}</Tag>
                </>
              ) : null}
            </span>
          )}
        />
        <Table.Column<KpiWeight>
          title={t("kpi.weights.weight")}
          dataIndex="weight"
          width={110}
          render={(weight: number) => <Typography.Text strong>{nf.format(weight)}</Typography.Text>}
        />
        <Table.Column<KpiWeight>
          title={t("kpi.weights.share")}
          dataIndex="share"
          render={(share: number, w) => (
            <div style={{ minWidth: 120 }}>
              <Progress
                percent={share}
                size="small"
                aria-label={t("kpi.weights.shareOf", { name: w.criterion_name })}
                format={(p) => `${nf.format(p ?? 0)}%`}
              />
            </div>
          )}
        />
        <Table.Column<KpiWeight>
          title={t("kpi.common.status")}
          dataIndex="status"
          width={96}
          render={(s: string, w) => (
            <StatusSwitch
              status={s}
              name={w.criterion_name}
              disabled={!can.status}
              onChange={(on) => verbs.setStatus(w.id, on)}
            />
          )}
        />
        {can.edit || can.remove ? (
          <Table.Column<KpiWeight>
            title={t("kpi.common.actions")}
            width={104}
            render={(_, w) => (
              <RowButtons
                name={w.criterion_name}
                canEdit={can.edit}
                canDelete={can.remove}
                deleteConfirm={t("kpi.weights.deleteConfirm")}
                onEdit={() => edit.show(w.id)}
                onDelete={() => verbs.remove(w.id)}
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
