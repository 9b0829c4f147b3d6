import "../../../i18n/modules/admin-catalog";
import { App, Button, Form, type FormInstance, Modal, Popconfirm, Space, Typography } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "../../../lib/form-errors";
import { useDirtyWarning } from "../../partner/catalog/shared";

export { useDebounced } from "../../partner/catalog/services/service-list";
export { CatalogPage, FilterBar, toBody, useHasPermission } from "../../partner/catalog/shared";

/** Endpoints of the admin catalog (docs/api-catalog.md "Admin: catalog"). */
export const ADMIN_CATALOG = {
  categoryList: "service-category/list",
  categoryCreate: "service-category/create",
  categoryUpdate: "service-category/update/{id}",
  categoryIcon: "service-category/icon/{id}",
  categoryStatus: "service-category/status/{id}",
  categoryBulkStatus: "service-category/bulk-status",
  categoryTrending: "service-category/trending/{id}",
  categoryReorder: "service-category/reorder",
  categoryDelete: "service-category/delete/{id}",
  serviceList: "admin/service/list",
  serviceStatus: "admin/service/status/{id}",
  serviceBulkStatus: "admin/service/bulk-status",
  attributeCreate: "attribute/create",
  attributeUpdate: "attribute/update/{id}",
  attributeDelete: "attribute/delete/{id}",
  bannerCreate: "banner/create",
  bannerUpdate: "banner/update/{id}",
  bannerStatus: "banner/status/{id}",
  bannerDelete: "banner/delete/{id}",
  propertyTypes: "property-type/list",
  propertyTypeCreate: "property-type/create",
  propertyTypeUpdate: "property-type/update/{id}",
  propertyTypeDelete: "property-type/delete/{id}",
  propertySizeCreate: "property-size/create",
  propertySizeUpdate: "property-size/update/{id}",
  propertySizeDelete: "property-size/delete/{id}",
  emirates: "service-area/emirate/list",
  areaCreate: "service-area/area/create",
  areaUpdate: "service-area/area/update/{id}",
  areaDelete: "service-area/area/delete/{id}",
  communityCreate: "service-area/community/create",
  communityUpdate: "service-area/community/update/{id}",
  communityDelete: "service-area/community/delete/{id}",
  partners: "web/partner/list",
} as const;

export const withId = (template: string, id: number | string) =>
  template.replace("{id}", encodeURIComponent(String(id)));

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
