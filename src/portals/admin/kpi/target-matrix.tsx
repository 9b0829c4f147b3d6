import "../../../i18n/modules/kpi";
import { PlusOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useList } from "@refinedev/core";
import { Alert, Button, Col, Form, InputNumber, Popconfirm, Row, Segmented, Table, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { StatusField, useKpiModal, useKpiRights, useKpiVerbs } from "./kpi-common";
import type { KpiCriterion } from "./kpi-criteria";

export type KpiTarget = ApiSchema<"KpiTarget">;
type Period = KpiTarget["period"];
type TargetValues = { target?: number | null; warning?: number | null; status?: KpiTarget["status"] };
const RESOURCE = "admin-target-matrix";
const PERIODS: Period[] = ["month", "quarter", "year"];

/** A matrix column: every partner (id null) or one service category. */
export interface MatrixColumn {
  id: number | null;
  name: string;
}

/** The cell key of a criterion and a column. */
export const cellKey = (criterionId: number, categoryId: number | null) => `${criterionId}:${categoryId ?? 0}`;

/** Targets by cell (criterion x service category) for quick lookup. */
export const targetsByCell = (targets: readonly KpiTarget[]) =>
  new Map(targets.map((t) => [cellKey(t.criterion_id, t.category_id), t]));

/** A figure in its unit: 92.5%, 4.5, 30 min. */
export function useFigure() {
  const { t, i18n } = useTranslation();
  const nf = new Intl.NumberFormat(i18n.language === "ar" ? "ar-AE-u-nu-latn" : "en-AE", { maximumFractionDigits: 2 });
  return (value: number, unit: KpiTarget["unit"]) =>
    unit === "percent"
      ? `${nf.format(value)}%`
      : unit === "minutes"
        ? t("kpi.matrix.minutes", { value: nf.format(value) })
        : nf.format(value);
}

interface Cell {
  criterion: KpiCriterion;
  column: MatrixColumn;
  target?: KpiTarget;
}

/**
 * /admin/kpi/target-matrix: the target matrix for a chosen period: criteria down, "Every partner" and each service
 * category across; each cell shows the target (and the warning threshold) and opens an editor: add a target where
 * there is none (create-target-matrix), change or delete it (update-/delete-target-matrix).
 */
export default function TargetMatrixPage() {
  const { t } = useTranslation();
  const figure = useFigure();
  const can = useKpiRights(RESOURCE);
  const verbs = useKpiVerbs(RESOURCE);
  const [period, setPeriod] = useState<Period>("month");
  const [cell, setCell] = useState<Cell | null>(null);

  const criteria = useList<KpiCriterion>({
    resource: "admin-kpi-criteria",
    pagination: { mode: "off" },
    meta: { silent: true },
    errorNotification: false,
  });
  const categories = useList<{ id: number; name: string }>({
    resource: "service-categories",
    pagination: { mode: "off" },
    meta: { silent: true },
    errorNotification: false,
  });
  const targets = useList<KpiTarget>({
    resource: RESOURCE,
    pagination: { mode: "off" },
    filters: [{ field: "period", operator: "eq", value: period }],
    meta: { silent: true },
    errorNotification: false,
  });

  const rows = criteria.result?.data ?? [];
  const columns: MatrixColumn[] = useMemo(
    () => [
      { id: null, name: t("kpi.matrix.everyPartner") },
      ...(categories.result?.data ?? []).map((c) => ({ id: c.id, name: c.name })),
    ],
    [categories.result?.data, t],
  );
  const byCell = useMemo(() => targetsByCell(targets.result?.data ?? []), [targets.result?.data]);

  const fields = (
    <Row gutter={16}>
      {cell ? (
        <Col xs={24}>
          <Typography.Paragraph>
            <Typography.Text strong>{cell.criterion.name}</Typography.Text> · {cell.column.name} ·{" "}
            {t(`kpi.matrix.periods.${period}`)}
          </Typography.Paragraph>
        </Col>
      ) : null}
      <Col xs={12}>
        <Form.Item
          name="target"
          label={t("kpi.matrix.target")}
          rules={[{ required: true, message: t("kpi.common.required") }]}
          extra={
            cell
              ? t("kpi.matrix.targetHint", {
                  unit: t(`kpi.criteria.units.${cell.criterion.unit}`),
                  direction: t(`kpi.criteria.directions.${cell.criterion.direction}`),
                })
              : undefined
          }
        >
          <InputNumber
            min={0}
            max={cell?.criterion.unit === "percent" ? 100 : cell?.criterion.unit === "rating" ? 5 : 100000}
            step={cell?.criterion.unit === "rating" ? 0.1 : 1}
            style={{ width: "100%" }}
            dir="ltr"
            data-testid="target-input"
          />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="warning" label={t("kpi.matrix.warning")} extra={t("kpi.matrix.warningHint")}>
          <InputNumber min={0} style={{ width: "100%" }} dir="ltr" placeholder={t("kpi.matrix.clear")} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <StatusField />
      </Col>
    </Row>
  );
  const create = useKpiModal<KpiTarget, TargetValues>({
    resource: RESOURCE,
    action: "create",
    title: t("kpi.matrix.createTitle"),
    testId: "target-create",
    toBody: (v) => ({
      ...v,
      warning: v.warning ?? null,
      criterion_id: cell?.criterion.id,
      category_id: cell?.column.id ?? null,
      period,
    }),
    children: fields,
  });
  const edit = useKpiModal<KpiTarget, TargetValues>({
    resource: RESOURCE,
    action: "edit",
    title: t("kpi.matrix.editTitle"),
    testId: "target-edit",
    toBody: (v) => ({ ...v, warning: v.warning ?? null }),
    children: (
      <>
        {fields}
        {cell?.target && can.remove ? (
          <Popconfirm
            title={t("kpi.matrix.deleteConfirm")}
            okText={t("kpi.common.yes")}
            cancelText={t("kpi.common.no")}
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              if (cell?.target && (await verbs.remove(cell.target.id))) edit.close();
            }}
          >
            <Button danger>{t("kpi.common.delete")}</Button>
          </Popconfirm>
        ) : null}
      </>
    ),
  });

  const open = (c: Cell) => {
    setCell(c);
    if (c.target) edit.show(c.target.id);
    else create.show(undefined, { status: "active" });
  };

  const renderCell = (criterion: KpiCriterion, column: MatrixColumn) => {
    const target = byCell.get(cellKey(criterion.id, column.id));
    const value = target ? figure(target.target, target.unit) : t("kpi.matrix.noTarget");
    const label = t("kpi.matrix.cellLabel", { criterion: criterion.name, category: column.name, value });
    if (!target) {
      return can.create ? (
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          aria-label={label}
          onClick={() => open({ criterion, column })}
        >
          {t("kpi.matrix.emptyCell")}
        </Button>
      ) : (
        <Typography.Text type="secondary" aria-label={label}>
          —
        </Typography.Text>
      );
    }
    const body = (
      <span style={{ display: "inline-flex", flexDirection: "column", alignItems: "flex-start", lineHeight: 1.3 }}>
        <Typography.Text strong delete={target.status === "inactive"}>
          {value}
        </Typography.Text>
        {target.warning !== null ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("kpi.matrix.warningShort", { value: figure(target.warning, target.unit) })}
          </Typography.Text>
        ) : null}
        {target.status === "inactive" ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("kpi.matrix.inactive")}
          </Typography.Text>
        ) : null}
      </span>
    );
    return can.edit ? (
      <Button
        type="text"
        aria-label={label}
        onClick={() => open({ criterion, column, target })}
        style={{ height: "auto", padding: "2px 6px" }}
        data-testid={`cell-${cellKey(criterion.id, column.id)}`}
      >
        {body}
      </Button>
    ) : (
      body
    );
  };

  const loadFailed = criteria.query.isError || targets.query.isError;
  return (
    <List title={t("titles.kpiTargetMatrix")} breadcrumb={false}>
      <Typography.Paragraph type="secondary">{t("kpi.matrix.subtitle")}</Typography.Paragraph>
      <div style={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <Typography.Text id="kpi-period-label">{t("kpi.matrix.period")}</Typography.Text>
        <Segmented<Period>
          aria-labelledby="kpi-period-label"
          value={period}
          onChange={(v) => setPeriod(v)}
          options={PERIODS.map((p) => ({ value: p, label: t(`kpi.matrix.periods.${p}`) }))}
        />
      </div>
      {loadFailed ? (
        <Alert type="error" showIcon message={t("kpi.common.loadFailed")} style={{ marginBottom: 12 }} />
      ) : null}
      {categories.query.isError ? (
        <Alert type="warning" showIcon message={t("kpi.matrix.categoriesFailed")} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<KpiCriterion>
        dataSource={rows}
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        loading={criteria.query.isLoading || targets.query.isLoading}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("kpi.matrix.empty") }}
        data-testid="target-matrix"
      >
        <Table.Column<KpiCriterion>
          key="criterion"
          title={t("kpi.matrix.criterion")}
          render={(_, c) => (
            <span style={{ display: "inline-block", minWidth: 140, maxWidth: 240, whiteSpace: "normal" }}>
              <Typography.Text strong>{c.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`kpi.criteria.directions.${c.direction}`)}
              </Typography.Text>
            </span>
          )}
        />
        {columns.map((column) => (
          <Table.Column<KpiCriterion>
            key={column.id ?? "all"}
            title={column.name}
            align="center"
            render={(_, c) => renderCell(c, column)}
          />
        ))}
      </Table>
      {create.element}
      {edit.element}
    </List>
  );
}
