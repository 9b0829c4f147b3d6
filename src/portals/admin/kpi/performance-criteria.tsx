import "../../../i18n/modules/kpi";
import { useList } from "@refinedev/core";
import { Alert, Col, Form, InputNumber, Progress, Row, Select, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { KpiListFrame, StatusField, useKpiList, useKpiModals } from "./kpi-common";
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
  const list = useKpiList<KpiWeight>(RESOURCE);
  const { can } = list;
  const total = (list.table.tableQuery.data as { active_weight_total?: number } | undefined)?.active_weight_total;
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

  const modals = useKpiModals<KpiWeight, WeightValues>({
    resource: RESOURCE,
    strings: "kpi.weights",
    testId: "weight",
    fields: <WeightFields criteria={free} />,
    editFields: <WeightFields />,
    editBody: ({ weight, status }) => ({ weight, status }),
  });

  return (
    <KpiListFrame<KpiWeight>
      list={list}
      title={t("titles.kpiPerformanceCriteria")}
      strings="kpi.weights"
      onAdd={free.length > 0 ? () => modals.create.show(undefined, { status: "active", weight: 10 }) : undefined}
      above={
        total !== undefined ? (
          <Alert
            type="info"
            showIcon
            data-testid="weight-total"
            message={t("kpi.weights.total", { total: nf.format(total) })}
            description={t("kpi.weights.totalHint")}
            style={{ marginBottom: 12 }}
          />
        ) : null
      }
      testId="weights-table"
      nameOf={(w) => w.criterion_name}
      modals={modals}
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
    </KpiListFrame>
  );
}
