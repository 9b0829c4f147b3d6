import "../../../i18n/modules/admin-catalog";
import { Form, type FormInstance, Modal } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDirtyWarning } from "../../../features/catalog/catalog-page";
import { showFieldErrors } from "../../../lib/form-errors";

export interface FormModalProps<T extends object> {
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
}: FormModalProps<T>) {
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
      title: t("catalogCore.unsaved"),
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

/** What a list passes to its record's modal: the record (or "new", or null: closed), close, save. */
export interface RecordModalProps<R, T> {
  editing: R | "new" | null;
  onClose: () => void;
  /** Resolves when saved; a rejection with `errors` shows them on the fields. */
  onSubmit: (values: T) => Promise<unknown>;
}

/**
 * The create/edit modal of one record of a catalog list: open while `editing` is set; for a record, the edit title
 * and the record's values (`toValues`), for "new" the create title and the `defaults`.
 */
export function RecordFormModal<R, T extends object>({
  editing,
  createTitle,
  editTitle,
  toValues,
  defaults,
  ...rest
}: Omit<FormModalProps<T>, "open" | "title" | "initialValues"> & {
  editing: R | "new" | null;
  createTitle: string;
  editTitle: string;
  toValues: (record: R) => Partial<T>;
  defaults: Partial<T>;
}) {
  const current = editing === null || editing === "new" ? null : editing;
  return (
    <FormModal<T>
      {...rest}
      open={editing !== null}
      title={current === null ? createTitle : editTitle}
      initialValues={current === null ? defaults : toValues(current)}
    />
  );
}
