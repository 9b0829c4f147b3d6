import "../../../../i18n/modules/admin-access";
import { Create, Edit, useForm } from "@refinedev/antd";
import { type HttpError, useCan } from "@refinedev/core";
import { Alert, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AccessPage } from "../../../../features/access/access-page";
import { type AdminRole, USER_TYPES, type UserType } from "../../../../features/access/types";
import { ROLES_RESOURCE } from "../hooks";

interface RoleFormValues {
  name?: string;
  type?: UserType;
}

/** Role create and edit (name and type). A new role goes on to its permission matrix. */
function RoleForm({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: canPermissions } = useCan({ resource: ROLES_RESOURCE, action: "permissions" });
  const canManage = Boolean(canPermissions?.can);
  const { formProps, saveButtonProps, query, onFinish } = useForm<AdminRole, HttpError, RoleFormValues>({
    action: mode,
    redirect: mode === "create" && canManage ? false : "list",
    errorNotification: false,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? "adminAccess.roles.created" : "adminAccess.roles.saved"),
    }),
    onMutationSuccess: (data) => {
      if (mode === "create" && canManage && data.data?.id) navigate(`/admin/roles/${data.data.id}/permissions`);
    },
  });
  const record = query?.data?.data;
  const system = Boolean(record?.is_system);
  const typeLocked = system || (record?.user_count ?? 0) > 0;

  const content = (
    <Form
      {...formProps}
      layout="vertical"
      name={`role-${mode}`}
      initialValues={mode === "create" ? { type: "internal" } : formProps.initialValues}
      onFinish={(values) => {
        const body: RoleFormValues = {
          ...(system ? {} : { name: values.name }),
          ...(typeLocked ? {} : { type: values.type }),
        };
        return onFinish(body).catch(() => undefined);
      }}
      style={{ maxWidth: 560 }}
    >
      {system ? (
        <Alert type="info" showIcon message={t("adminAccess.roles.builtInLocked")} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="name"
        label={t("adminAccess.roles.name")}
        rules={[{ required: true, whitespace: true, message: t("adminAccess.common.required") }]}
      >
        <Input maxLength={100} disabled={system} data-testid="role-name" />
      </Form.Item>
      <Form.Item
        name="type"
        label={t("adminAccess.roles.type")}
        extra={typeLocked && !system ? t("adminAccess.roles.typeLocked") : t("adminAccess.roles.typeHint")}
        rules={[{ required: true, message: t("adminAccess.common.required") }]}
      >
        <Select
          disabled={typeLocked}
          options={USER_TYPES.map((type) => ({ value: type, label: t(`adminAccess.types.${type}`) }))}
          data-testid="role-type"
        />
      </Form.Item>
    </Form>
  );

  const save = { ...saveButtonProps, children: t("adminAccess.common.save"), "data-testid": "role-save" };
  return (
    <AccessPage>
      {mode === "create" ? (
        <Create title={t("adminAccess.roles.createTitle")} breadcrumb={false} saveButtonProps={save}>
          {content}
        </Create>
      ) : (
        <Edit
          title={t("adminAccess.roles.editTitle")}
          breadcrumb={false}
          isLoading={query?.isLoading}
          headerButtons={() => null}
          saveButtonProps={save}
        >
          {content}
        </Edit>
      )}
    </AccessPage>
  );
}

export function RoleCreatePage() {
  return <RoleForm mode="create" />;
}

export function RoleEditPage() {
  return <RoleForm mode="edit" />;
}
