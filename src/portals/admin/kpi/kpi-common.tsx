import "../../../i18n/modules/kpi";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { List, useModalForm } from "@refinedev/antd";
import { type BaseRecord, type HttpError, useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import {
  Alert,
  App,
  Button,
  Col,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Typography,
} from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";

/**
 * What the four KPI set-up screens share: permissions, the POST verbs, the filter bar, row buttons, the modal form,
 * and the list frame of the three list screens (`useKpiList` and `KpiListFrame`).
 */

export type KpiResource =
  | "admin-kpi-categories"
  | "admin-kpi-criteria"
  | "admin-target-matrix"
  | "admin-performance-criteria";

const VERBS: Record<KpiResource, { remove: string; status: string }> = {
  "admin-kpi-categories": { remove: ENDPOINTS.kpiCategoryDelete, status: ENDPOINTS.kpiCategoryStatus },
  "admin-kpi-criteria": { remove: ENDPOINTS.kpiCriterionDelete, status: ENDPOINTS.kpiCriterionStatus },
  "admin-target-matrix": { remove: ENDPOINTS.targetMatrixDelete, status: ENDPOINTS.targetMatrixStatus },
  "admin-performance-criteria": {
    remove: ENDPOINTS.performanceCriterionDelete,
    status: ENDPOINTS.performanceCriterionStatus,
  },
};

/** The strings of a list screen (`<strings>.subtitle`, `.add`, `.empty`, `.deleteConfirm`, `.createTitle`, `.editTitle`). */
export type KpiStrings = "kpi.categories" | "kpi.criteria" | "kpi.weights";

/** The caller's rights on a resource's buttons (useCan per action, from the manifest's permissions). */
export function useKpiRights(resource: KpiResource) {
  const create = useCan({ resource, action: "create" }).data?.can ?? false;
  const edit = useCan({ resource, action: "edit" }).data?.can ?? false;
  const remove = useCan({ resource, action: "delete" }).data?.can ?? false;
  const status = useCan({ resource, action: "status" }).data?.can ?? false;
  const search = useCan({ resource, action: "search" }).data?.can ?? false;
  return { create, edit, remove, status, search };
}

/** delete/{id} and change-status/{id} (POSTs): a refusal shows the server's reason (e.g. "has criteria"). */
export function useKpiVerbs(resource: KpiResource, alsoInvalidate: KpiResource[] = []) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation();
  const post = async (url: string, values: object, done: string) => {
    try {
      await mutateAsync({
        url,
        method: "post",
        values,
        successNotification: false,
        errorNotification: false,
        meta: { silent: true },
      });
      message.success(done);
      return true;
    } catch (error) {
      message.error((error as HttpError | undefined)?.message || t("kpi.common.refused"));
      return false;
    } finally {
      for (const r of [resource, ...alsoInvalidate]) await invalidate({ resource: r, invalidates: ["list", "detail"] });
    }
  };
  return {
    remove: (id: number) => post(fillId(VERBS[resource].remove, id), {}, t("kpi.common.deleted")),
    setStatus: (id: number, on: boolean) =>
      post(
        fillId(VERBS[resource].status, id),
        { status: on ? "active" : "inactive" },
        t(on ? "kpi.common.activated" : "kpi.common.deactivated"),
      ),
  };
}

/** The search box (only with the search- permission) and the status filter of a list. */
export function FilterBar({
  searchProps,
  canSearch,
  status,
  onStatus,
  children,
}: {
  searchProps: object;
  canSearch: boolean;
  status: string;
  onStatus: (v: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
      {canSearch ? (
        <Input.Search
          {...searchProps}
          aria-label={t("kpi.common.search")}
          placeholder={t("kpi.common.search")}
          style={{ flex: "1 1 220px", maxWidth: 420 }}
        />
      ) : null}
      {children}
      <Select
        aria-label={t("kpi.common.statusFilter")}
        value={status}
        onChange={onStatus}
        options={[
          { value: "", label: t("kpi.common.allStatuses") },
          { value: "active", label: t("kpi.common.statuses.active") },
          { value: "inactive", label: t("kpi.common.statuses.inactive") },
        ]}
        style={{ flex: "0 1 170px", minWidth: 140 }}
      />
    </div>
  );
}

/** The active switch of a row (disabled without change-status-). */
export function StatusSwitch({
  status,
  name,
  disabled,
  onChange,
}: {
  status: string;
  name: string;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      size="small"
      checked={status === "active"}
      disabled={disabled}
      aria-label={t("kpi.common.activeToggle", { name })}
      onChange={onChange}
    />
  );
}

/** Edit and delete buttons of a row, each only with its permission. */
export function RowButtons({
  name,
  canEdit,
  canDelete,
  deleteConfirm,
  onEdit,
  onDelete,
}: {
  name: string;
  canEdit: boolean;
  canDelete: boolean;
  deleteConfirm: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      {canEdit ? (
        <Button type="text" icon={<EditOutlined />} aria-label={`${t("kpi.common.edit")}: ${name}`} onClick={onEdit} />
      ) : null}
      {canDelete ? (
        <Popconfirm
          title={deleteConfirm}
          okText={t("kpi.common.yes")}
          cancelText={t("kpi.common.no")}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t("kpi.common.delete")}: ${name}`} />
        </Popconfirm>
      ) : null}
    </Space>
  );
}

/**
 * A create or edit modal over refine's useModalForm for `resource`: a 422 keeps the values with the errors at the
 * fields (a refusal without field errors shows its message above the form). `show(id?, initial?)`.
 */
export function useKpiModal<T extends BaseRecord, V extends object>({
  resource,
  action,
  title,
  testId,
  width = 640,
  alsoInvalidate = [],
  toBody = (v) => v,
  children,
}: {
  resource: KpiResource;
  action: "create" | "edit";
  title: string;
  testId: string;
  width?: number;
  alsoInvalidate?: KpiResource[];
  toBody?: (values: V) => object;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { modalProps, formProps, show, close } = useModalForm<T, HttpError, V>({
    resource,
    action,
    redirect: false,
    meta: { silent: true },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationError: (error) => setRefusal(error.errors ? null : error.message || t("kpi.common.refused")),
    onMutationSuccess: async () => {
      message.success(t(action === "create" ? "kpi.common.created" : "kpi.common.saved"));
      for (const r of alsoInvalidate) await invalidate({ resource: r, invalidates: ["list"] });
    },
  });
  const element = (
    <Modal
      {...modalProps}
      title={title}
      okText={t("kpi.common.save")}
      cancelText={t("kpi.common.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": `${testId}-submit` } as never}
      width={width}
      afterClose={() => setRefusal(null)}
    >
      {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form
        {...formProps}
        layout="vertical"
        name={testId}
        data-testid={testId}
        onFinish={async (values) => {
          setRefusal(null);
          await Promise.resolve(formProps.onFinish?.(toBody(values as V) as V)).catch(() => undefined);
        }}
      >
        {children}
      </Form>
    </Modal>
  );
  return {
    element,
    form: formProps.form,
    close,
    show: (id?: number, initial?: Partial<V>) => {
      show(id);
      if (initial) setTimeout(() => formProps.form?.setFieldsValue(initial as never), 0);
    },
  };
}

/** A list's create and edit modals (test ids `<testId>-create`, `<testId>-edit`): `fields` in both unless `editFields`. */
export function useKpiModals<T extends BaseRecord, V extends object>({
  resource,
  strings,
  testId,
  fields,
  editFields = fields,
  editBody,
  width,
  alsoInvalidate,
}: {
  resource: KpiResource;
  /** The screen's strings (`kpi.categories`): their createTitle and editTitle. */
  strings: KpiStrings;
  testId: string;
  fields: ReactNode;
  editFields?: ReactNode;
  /** The edit's body from its values (default: the values). */
  editBody?: (values: V) => object;
  width?: number;
  alsoInvalidate?: KpiResource[];
}) {
  const { t } = useTranslation();
  const common = { resource, width, alsoInvalidate };
  const create = useKpiModal<T, V>({
    ...common,
    action: "create",
    title: t(`${strings}.createTitle`),
    testId: `${testId}-create`,
    children: fields,
  });
  const edit = useKpiModal<T, V>({
    ...common,
    action: "edit",
    title: t(`${strings}.editTitle`),
    testId: `${testId}-edit`,
    toBody: editBody,
    children: editFields,
  });
  const elements = (
    <>
      {create.element}
      {edit.element}
    </>
  );
  return { create, edit, elements };
}

/** A required text that is not only spaces. */
export const useRequired = () => {
  const { t } = useTranslation();
  return [{ required: true, whitespace: true, message: t("kpi.common.required") }];
};

/**
 * A form's English and Arabic fields side by side (`<name>_en`, `<name>_ar`, labels `<labels>En`, `<labels>Ar`): a
 * required name of at most `max` characters, or an optional text of up to 1000 (`area`).
 */
export function BilingualFields({
  name,
  labels,
  max = 1000,
  area,
}: {
  name: string;
  labels: string;
  max?: number;
  area?: boolean;
}) {
  const { t } = useTranslation();
  const required = useRequired();
  return (
    <>
      {(["en", "ar"] as const).map((lang) => (
        <Col xs={24} md={12} key={lang}>
          <Form.Item
            name={`${name}_${lang}`}
            label={t(`${labels}${lang === "en" ? "En" : "Ar"}`)}
            rules={area ? undefined : required}
          >
            {area ? (
              <Input.TextArea
                maxLength={max}
                autoSize={{ minRows: 2, maxRows: 6 }}
                lang={lang}
                dir={lang === "ar" ? "rtl" : "ltr"}
              />
            ) : (
              <Input maxLength={max} lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} />
            )}
          </Form.Item>
        </Col>
      ))}
    </>
  );
}

/** The active switch of a form. */
export function StatusField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="status"
      label={t("kpi.common.active")}
      valuePropName="checked"
      getValueProps={(v) => ({ checked: v !== "inactive" })}
      getValueFromEvent={(on: boolean) => (on ? "active" : "inactive")}
    >
      <Switch />
    </Form.Item>
  );
}

/** A set-up list's state: the caller's rights, the verbs, refine's table (20 a page) and its filters in the URL. */
export function useKpiList<T extends BaseRecord>(resource: KpiResource, alsoInvalidate: KpiResource[] = []) {
  const can = useKpiRights(resource);
  const verbs = useKpiVerbs(resource, alsoInvalidate);
  const table = useTable<T>({
    resource,
    pagination: { pageSize: 20 },
    meta: { silent: true },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  return { can, verbs, table, filters };
}

/**
 * A set-up list screen: the title with the add button (create- permission), the subtitle, what goes `above` the
 * filters, the filter bar (search with search-, `filters` beside the status), a load error, the table (the screen's
 * columns, then each row's active switch and its edit and delete buttons, each with its permission) and the modals.
 */
export function KpiListFrame<T extends BaseRecord & { id: number }>({
  list,
  title,
  strings,
  onAdd,
  above,
  filters,
  testId,
  nameOf,
  modals,
  children,
}: {
  list: ReturnType<typeof useKpiList<T>>;
  title: string;
  /** The screen's strings (`kpi.categories`): subtitle, add, empty and deleteConfirm. */
  strings: KpiStrings;
  /** The add button's click; none: no button (e.g. nothing left to add). */
  onAdd?: () => void;
  above?: ReactNode;
  filters?: ReactNode;
  testId: string;
  /** The row's name, for the switch's and the buttons' labels. */
  nameOf: (row: T) => string;
  /** The create and edit modals (edit opens from a row's button). */
  modals: ReturnType<typeof useKpiModals>;
  /** The screen's own columns (`<Table.Column>`s). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { can, verbs, table } = list;
  return (
    <List
      title={title}
      breadcrumb={false}
      headerButtons={
        can.create && onAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t(`${strings}.add`)}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t(`${strings}.subtitle`)}</Typography.Paragraph>
      {above}
      <FilterBar
        searchProps={list.filters.searchProps}
        canSearch={can.search}
        status={String(list.filters.get("status") ?? "")}
        onStatus={(v) => list.filters.setFilter("status", v)}
      >
        {filters}
      </FilterBar>
      {table.tableQuery.isError ? (
        <Alert type="error" showIcon message={t("kpi.common.loadFailed")} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<T>
        {...list.filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t(`${strings}.empty`) }}
        data-testid={testId}
      >
        {children}
        <Table.Column<T>
          title={t("kpi.common.status")}
          dataIndex="status"
          width={96}
          render={(s: string, row) => (
            <StatusSwitch
              status={s}
              name={nameOf(row)}
              disabled={!can.status}
              onChange={(on) => verbs.setStatus(row.id, on)}
            />
          )}
        />
        {can.edit || can.remove ? (
          <Table.Column<T>
            title={t("kpi.common.actions")}
            width={104}
            render={(_, row) => (
              <RowButtons
                name={nameOf(row)}
                canEdit={can.edit}
                canDelete={can.remove}
                deleteConfirm={t(`${strings}.deleteConfirm`)}
                onEdit={() => modals.edit.show(row.id)}
                onDelete={() => verbs.remove(row.id)}
              />
            )}
          />
        ) : null}
      </Table>
      {modals.elements}
    </List>
  );
}
