import "../../../i18n/modules/kpi";
import { PlusOutlined } from "@ant-design/icons";
import { List, useTable } from "@refinedev/antd";
import { Alert, Button, Col, Form, Input, InputNumber, Row, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { useListFilters } from "../../../components/portal/use-list-filters";
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

export type KpiCategory = ApiSchema<"KpiCategory">;
type CategoryValues = Partial<
  Pick<KpiCategory, "name_en" | "name_ar" | "description_en" | "description_ar" | "sort_order" | "status">
>;
const RESOURCE = "admin-kpi-categories";

function CategoryFields() {
  const { t } = useTranslation();
  const required = useRequired();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name_en" label={t("kpi.common.nameEn")} rules={required}>
          <Input maxLength={100} lang="en" dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="name_ar" label={t("kpi.common.nameAr")} rules={required}>
          <Input maxLength={100} lang="ar" dir="rtl" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="description_en" label={t("kpi.categories.descriptionEn")}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} lang="en" dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="description_ar" label={t("kpi.categories.descriptionAr")}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} lang="ar" dir="rtl" />
        </Form.Item>
      </Col>
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
  const can = useKpiRights(RESOURCE);
  const verbs = useKpiVerbs(RESOURCE, ["admin-kpi-criteria"]);
  const table = useTable<KpiCategory>({
    resource: RESOURCE,
    pagination: { pageSize: 20 },
    meta: { silent: true },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const fields = <CategoryFields />;
  const create = useKpiModal<KpiCategory, CategoryValues>({
    resource: RESOURCE,
    action: "create",
    title: t("kpi.categories.createTitle"),
    testId: "kpi-category-create",
    children: fields,
  });
  const edit = useKpiModal<KpiCategory, CategoryValues>({
    resource: RESOURCE,
    action: "edit",
    title: t("kpi.categories.editTitle"),
    testId: "kpi-category-edit",
    children: fields,
  });

  return (
    <List
      title={t("titles.kpiCategories")}
      breadcrumb={false}
      headerButtons={
        can.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show(undefined, { status: "active" })}>
            {t("kpi.categories.add")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t("kpi.categories.subtitle")}</Typography.Paragraph>
      <FilterBar
        searchProps={filters.searchProps}
        canSearch={can.search}
        status={String(filters.get("status") ?? "")}
        onStatus={(v) => filters.setFilter("status", v)}
      />
      {table.tableQuery.isError ? (
        <Alert type="error" showIcon message={t("kpi.common.loadFailed")} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<KpiCategory>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("kpi.categories.empty") }}
        data-testid="kpi-categories-table"
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
        <Table.Column<KpiCategory>
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
          <Table.Column<KpiCategory>
            title={t("kpi.common.actions")}
            width={104}
            render={(_, c) => (
              <RowButtons
                name={c.name}
                canEdit={can.edit}
                canDelete={can.remove}
                deleteConfirm={t("kpi.categories.deleteConfirm")}
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
