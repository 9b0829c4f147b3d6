import "../../../i18n/modules/kpi";
import { Col, Form, InputNumber, Row, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { BilingualFields, KpiListFrame, StatusField, useKpiList, useKpiModals } from "./kpi-common";

export type KpiCategory = ApiSchema<"KpiCategory">;
type CategoryValues = Partial<
  Pick<KpiCategory, "name_en" | "name_ar" | "description_en" | "description_ar" | "sort_order" | "status">
>;
const RESOURCE = "admin-kpi-categories";

function CategoryFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <BilingualFields name="name" labels="kpi.common.name" max={100} />
      <BilingualFields name="description" labels="kpi.categories.description" area />
      <Col xs={12}>
        <Form.Item name="sort_order" label={t("kpi.categories.sortOrder")}>
          <InputNumber min={0} max={100000} precision={0} style={{ width: "100%" }} dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <StatusField />
      </Col>
    </Row>
  );
}

/**
 * /admin/kpi/categories: the KPI categories (kpi-category/list) by order, searched in both languages and filtered by
 * status; with the permissions, add, edit, activate/deactivate and delete (a category with criteria: the server's
 * reason is shown).
 */
export default function KpiCategoriesPage() {
  const { t } = useTranslation();
  const list = useKpiList<KpiCategory>(RESOURCE, ["admin-kpi-criteria"]);
  const modals = useKpiModals<KpiCategory, CategoryValues>({
    resource: RESOURCE,
    strings: "kpi.categories",
    testId: "kpi-category",
    fields: <CategoryFields />,
  });

  return (
    <KpiListFrame<KpiCategory>
      list={list}
      title={t("titles.kpiCategories")}
      strings="kpi.categories"
      onAdd={() => modals.create.show(undefined, { status: "active" })}
      testId="kpi-categories-table"
      nameOf={(c) => c.name}
      modals={modals}
    >
      <Table.Column<KpiCategory>
        title={t("kpi.categories.sortOrder")}
        dataIndex="sort_order"
        width={72}
        responsive={["sm"]}
      />
      <Table.Column<KpiCategory>
        title={t("kpi.common.name")}
        dataIndex="name"
        render={(name: string, c) => (
          <span style={{ overflowWrap: "anywhere" }}>
            <Typography.Text strong>{name}</Typography.Text>
            {c.description ? (
              <>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {c.description}
                </Typography.Text>
              </>
            ) : null}
          </span>
        )}
      />
      <Table.Column<KpiCategory> title={t("kpi.categories.criteria")} dataIndex="criteria_count" width={96} />
    </KpiListFrame>
  );
}
