import "../../../../i18n/modules/admin-access";
import { useCustomMutation } from "@refinedev/core";
import { Alert, App, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import { showFieldErrors } from "../../../../lib/form-errors";

interface Values {
  password: string;
  password_confirmation: string;
}

/** Sets another user's password (`POST change-user-password`); 422s land on the fields. */
export function ChangePasswordDialog({
  user,
  onClose,
}: {
  user: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { mutateAsync } = useCustomMutation();

  const submit = async (values: Values) => {
    if (!user) return;
    setSaving(true);
    try {
      await mutateAsync({
        url: ENDPOINTS.adminChangeUserPassword,
        method: "post",
        values: { user_id: user.id, ...values },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("adminAccess.users.passwordChanged"));
      form.resetFields();
      onClose();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={user ? t("adminAccess.users.changePasswordTitle", { name: user.name }) : ""}
      okText={t("adminAccess.users.changePassword")}
      cancelText={t("adminAccess.common.cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
      data-testid="change-password-dialog"
    >
      <Alert type="info" showIcon message={t("adminAccess.users.changePasswordNote")} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" name="change-user-password" onFinish={submit} preserve={false}>
        <Form.Item
          name="password"
          label={t("adminAccess.users.password")}
          extra={t("adminAccess.users.passwordHint")}
          rules={[{ required: true, message: t("adminAccess.common.required") }]}
        >
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t("adminAccess.users.passwordConfirm")}
          dependencies={["password"]}
          rules={[
            { required: true, message: t("adminAccess.common.required") },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue("password") === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("adminAccess.users.passwordMismatch"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
