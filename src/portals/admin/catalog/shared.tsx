import "../../../i18n/modules/admin-catalog";
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import {
  type BaseRecord,
  useCreate,
  useCustomMutation,
  useDelete,
  useInvalidate,
  useResourceParams,
  useUpdate,
} from "@refinedev/core";
import { App, Button, Col, Form, type FormInstance, Input, Modal, Popconfirm, Select, Space, Typography } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { useDirtyWarning } from "../../../features/catalog/shared";
import { showFieldErrors } from "../../../lib/form-errors";

export { CatalogPage, FilterBar, toBody, useHasPermission } from "../../../features/catalog/shared";

/** No refine toast for a catalog write: the API layer already shows the server's error, the screen its own success. */
export const QUIET = { successNotification: false, errorNotification: false } as const;

/** Refreshes a list through refine's cache: the current screen's resource unless another one is named. */
export function useRefreshList(resource?: string) {
  const invalidate = useInvalidate();
  const { identifier, select } = useResourceParams();
  // refine keys its caches by the resource's identifier (e.g. "admin-properties" for "property-types")
  const key = resource ? select(resource).identifier : identifier;
  return () => invalidate({ resource: key, invalidates: ["list"] });
}

/**
 * Create, update and delete of a catalog resource (the current screen's unless another one is named) through refine's
 * data provider (src/api/endpoints.ts RESOURCE_ENDPOINTS); refine refreshes the resource's lists afterwards.
 */
export function useCatalogCrud<T extends BaseRecord = BaseRecord>(resource?: string) {
  const { identifier } = useResourceParams();
  const name = resource ?? identifier ?? "";
  const { mutateAsync: create } = useCreate<T>();
  const { mutateAsync: update } = useUpdate<T>();
  const { mutateAsync: remove } = useDelete<T>();
  return {
    create: async (values: object) => (await create({ resource: name, values, ...QUIET })).data,
    update: async (id: number, values: object) => (await update({ resource: name, id, values, ...QUIET })).data,
    remove: (id: number) => remove({ resource: name, id, ...QUIET }),
  };
}

/** A catalog verb (status, bulk, reorder, upload): a POST through refine's data provider, resolving with its data. */
export function useCatalogPost() {
  const { mutateAsync } = useCustomMutation();
  return async (url: string, values: object) => (await mutateAsync({ url, method: "post", values, ...QUIET })).data;
}

/**
 * A create/edit form in a modal: keeps what was typed on a 422 and puts the errors on the fields, asks before
 * throwing away changes, and raises refine's unsaved-changes flag while dirty.
 */
export function FormModal<T extends object>({
  open,
  title,
  initialValues,
  onClose,
  onSubmit,
  children,
  testId,
  extraDirty = false,
}: {
  open: boolean;
  title: string;
  initialValues?: Partial<T>;
  onClose: () => void;
  /** Resolves when saved; a rejection with `errors` shows them on the fields. */
  onSubmit: (values: T, form: FormInstance<T>) => Promise<unknown>;
  children: ReactNode;
  testId?: string;
  /** Something outside the fields changed (a chosen image). */
  extraDirty?: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<T>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useDirtyWarning(open && (dirty || extraDirty));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as never);
    setDirty(false);
  }, [open]);

  const close = () => {
    if (!(dirty || extraDirty)) return onClose();
    Modal.confirm({
      title: t("partnerCatalog.common.unsaved"),
      okText: t("adminCatalog.common.yes"),
      cancelText: t("adminCatalog.common.no"),
      onOk: onClose,
    });
  };

  const submit = async () => {
    let values: T;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values, form);
      setDirty(false);
      onClose();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      onOk={submit}
      okText={t("adminCatalog.common.save")}
      cancelText={t("adminCatalog.common.cancel")}
      confirmLoading={saving}
      destroyOnHidden
      width={720}
      okButtonProps={{ "data-testid": testId ? `${testId}-save` : undefined } as never}
    >
      <Form form={form} layout="vertical" onValuesChange={() => setDirty(true)} data-testid={testId} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}

/** Delete with a confirmation; hidden without the permission. */
export function DeleteAction({
  name,
  allowed,
  onConfirm,
}: {
  name: string;
  allowed: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!allowed) return null;
  return (
    <Popconfirm
      title={t("adminCatalog.common.deleteConfirm", { name })}
      okText={t("adminCatalog.common.delete")}
      cancelText={t("adminCatalog.common.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        try {
          await onConfirm();
          message.success(t("adminCatalog.common.deleted"));
        } catch {
          // the server's message is already shown
        }
      }}
    >
      <Button size="small" danger aria-label={t("adminCatalog.common.deleteNamed", { name })}>
        {t("adminCatalog.common.delete")}
      </Button>
    </Popconfirm>
  );
}

/** Bulk activate / deactivate of the selected rows, each behind a confirmation. */
export function BulkBar({
  count,
  onActivate,
  onDeactivate,
}: {
  count: number;
  onActivate: () => Promise<unknown>;
  onDeactivate: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="bulk-bar">
      <Typography.Text>{t("adminCatalog.common.selected", { count })}</Typography.Text>
      <Popconfirm
        title={t("adminCatalog.common.bulkActivateConfirm", { count })}
        okText={t("adminCatalog.common.yes")}
        cancelText={t("adminCatalog.common.no")}
        onConfirm={onActivate}
      >
        <Button size="small">{t("adminCatalog.common.activateSelected")}</Button>
      </Popconfirm>
      <Popconfirm
        title={t("adminCatalog.common.bulkDeactivateConfirm", { count })}
        okText={t("adminCatalog.common.yes")}
        cancelText={t("adminCatalog.common.no")}
        onConfirm={onDeactivate}
      >
        <Button size="small" danger>
          {t("adminCatalog.common.deactivateSelected")}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The two name fields side by side (stacked on a phone). */
export const requiredRule = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * Props for a Form.Item holding an <ImageField> (not a form control): the item keeps its name, so a 422 on the file
 * field shows under it, without taking over the field's value and onChange.
 */
export const FILE_ITEM = { valuePropName: "data-value", trigger: "data-trigger" } as const;

/**
 * A catalog list table: paged, sorted by sort order, with a debounced search box kept in the URL filters (see
 * `useListFilters`: any filter, search or sort change goes back to page 1).
 */
export function useCatalogTable<T extends BaseRecord>() {
  const table = useTable<T>({
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "sort_order", order: "asc" }] },
    errorNotification: false,
  });
  return { ...table, ...useListFilters(table) };
}

type CatalogTable = ReturnType<typeof useListFilters>;

/** The search box of a catalog list, bound to `useCatalogTable`. */
export function SearchBox({
  table,
  label,
  maxWidth = 320,
}: {
  table: Pick<CatalogTable, "searchProps">;
  label: string;
  maxWidth?: number;
}) {
  return (
    <Input.Search
      {...table.searchProps}
      placeholder={label}
      aria-label={label}
      style={{ flex: "1 1 220px", maxWidth }}
    />
  );
}

/**
 * A one-of filter of a catalog list, bound to `useCatalogTable`: "" (the first option, `allLabel`) clears it.
 */
export function FilterSelect({
  table,
  field,
  label,
  allLabel,
  options,
  width,
}: {
  table: Pick<CatalogTable, "get" | "setFilter">;
  field: string;
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
  width: number;
}) {
  return (
    <Select
      aria-label={label}
      value={String(table.get(field) ?? "")}
      onChange={(v) => table.setFilter(field, v)}
      options={[{ value: "", label: allLabel }, ...options]}
      style={{ flex: `0 1 ${width}px` }}
    />
  );
}

/** The primary "add" button of a list header; nothing without the permission. */
export function CreateButton({
  allowed,
  onClick,
  testId,
  children,
}: {
  allowed: boolean;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  if (!allowed) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

/** Edit and delete of one row; each hidden without its permission. */
export function RowActions({
  name,
  canEdit,
  onEdit,
  canDelete,
  onDelete,
  stopPropagation = false,
}: {
  name: string;
  canEdit: boolean;
  onEdit: () => void;
  /** The permission and whatever else allows deleting this row. */
  canDelete: boolean;
  onDelete: () => Promise<unknown>;
  /** Keep clicks from reaching a clickable row. */
  stopPropagation?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap onClick={stopPropagation ? (e) => e.stopPropagation() : undefined}>
      {canEdit ? (
        <Button size="small" onClick={onEdit} aria-label={t("adminCatalog.common.editNamed", { name })}>
          {t("adminCatalog.common.edit")}
        </Button>
      ) : null}
      <DeleteAction name={name} allowed={canDelete} onConfirm={onDelete} />
    </Space>
  );
}

/**
 * An English and an Arabic field side by side: `${field}_en` and `${field}_ar`, required unless told otherwise.
 * `lang` also sets the inputs' lang attribute; `rows` makes them text areas.
 */
export function BilingualFields({
  field = "name",
  labelEn,
  labelAr,
  maxLength = 100,
  md = 12,
  required = true,
  lang = false,
  rows,
}: {
  field?: string;
  labelEn?: string;
  labelAr?: string;
  maxLength?: number;
  md?: number;
  required?: boolean;
  lang?: boolean;
  rows?: number;
}) {
  const { t } = useTranslation();
  const rules = required ? requiredRule(t("adminCatalog.common.required")) : undefined;
  const input = (code: "en" | "ar") => {
    const props = { maxLength, lang: lang ? code : undefined, dir: code === "en" ? "ltr" : "rtl" } as const;
    return rows ? <Input.TextArea rows={rows} {...props} /> : <Input {...props} />;
  };
  return (
    <>
      <Col xs={24} md={md}>
        <Form.Item name={`${field}_en`} label={labelEn ?? t("adminCatalog.common.nameEn")} rules={rules}>
          {input("en")}
        </Form.Item>
      </Col>
      <Col xs={24} md={md}>
        <Form.Item name={`${field}_ar`} label={labelAr ?? t("adminCatalog.common.nameAr")} rules={rules}>
          {input("ar")}
        </Form.Item>
      </Col>
    </>
  );
}
