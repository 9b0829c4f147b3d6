import "../../../i18n/modules/admin-appointments";
import { type BaseRecord, type HttpError, useCustomMutation } from "@refinedev/core";
import { Form, type FormInstance, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Puts a 422's field errors on the form's fields named in `fields` (the input stays as typed). */
// biome-ignore lint/suspicious/noExplicitAny: any form of the area
const showFieldErrors = (form: FormInstance<any>, error: unknown, fields: readonly string[]) => {
  const errors = (error as HttpError | undefined)?.errors;
  if (!errors) return;
  form.setFields(
    Object.entries(errors)
      .filter(([name]) => fields.includes(name))
      .map(([name, messages]) => ({
        name,
        errors: Array.isArray(messages) ? messages.map(String) : [String(messages)],
      })),
  );
};

/**
 * The area's "pick a value + note" dialogs: a form, one POST through `useCustomMutation` (no refine toast: the
 * caller says what went well), the 422's field errors on the `fields` named, the form emptied on success.
 * `submit(build, done)`: `build` turns the valid values into the request (or null to send nothing), `done` gets the
 * answer (the caller shows its message, closes and invalidates).
 */
export function useNoteDialog<V extends object, R extends BaseRecord = BaseRecord>(fields: readonly string[]) {
  const [form] = Form.useForm<V>();
  const { mutateAsync, mutation } = useCustomMutation<R>();
  const submit = async (
    build: (values: V) => { url: string; values: Record<string, unknown> } | null,
    done: (answer: R) => void,
  ) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const request = build(values);
    if (!request) return;
    try {
      const res = await mutateAsync({
        url: request.url,
        method: "post",
        values: request.values,
        successNotification: false,
        errorNotification: false,
      });
      form.resetFields();
      done(res.data);
    } catch (error) {
      showFieldErrors(form, error, fields);
    }
  };
  return { form, submit, busy: mutation.isPending };
}

/** The dialogs' modal: the area's Cancel, the OK button (its test id, danger), the form emptied on cancel. */
export function NoteDialogShell({
  open,
  title,
  okText,
  okTestId,
  danger,
  busy,
  form,
  onOk,
  onClose,
  resetOnCancel = true,
  children,
}: {
  open: boolean;
  title: ReactNode;
  okText: string;
  okTestId?: string;
  danger?: boolean;
  busy: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: any form of the area
  form: FormInstance<any>;
  onOk: () => void;
  onClose: () => void;
  /** false: Cancel keeps what was typed (the bulk dialog) */
  resetOnCancel?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const okButtonProps = okTestId ? { danger, "data-testid": okTestId } : danger ? { danger } : undefined;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={okButtonProps as never}
      cancelText={t("adminAppointments.common.cancel")}
      confirmLoading={busy}
      onOk={onOk}
      onCancel={() => {
        if (resetOnCancel) form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
