import "../../../../i18n/modules/admin-access";
import { Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { AccessFormFrame } from "../../../../features/access/access-form-frame";
import { RoleNameField, useRoleForm } from "../../../../features/access/role-form-parts";
import { USER_TYPES, type UserType } from "../../../../features/access/types";
import { ROLES_RESOURCE } from "../hooks";

interface RoleFormValues {
  name?: string;
  type?: UserType;
}

/** Role create and edit (name and type). A new role goes on to its permission matrix. */
function RoleForm({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const { formProps, saveButtonProps, query, onFinish } = useRoleForm<RoleFormValues>({
    mode,
    ns: "adminAccess",
    rolesResource: ROLES_RESOURCE,
    rolesPath: "/admin/roles",
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
      <RoleNameField ns="adminAccess" system={system} testId="role-name" />
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
    <AccessFormFrame
      mode={mode}
      createTitle={t("adminAccess.roles.createTitle")}
      editTitle={t("adminAccess.roles.editTitle")}
      isLoading={query?.isLoading}
      saveButtonProps={save}
    >
      {content}
    </AccessFormFrame>
  );
}

export function RoleCreatePage() {
  return <RoleForm mode="create" />;
}

export function RoleEditPage() {
  return <RoleForm mode="edit" />;
}
