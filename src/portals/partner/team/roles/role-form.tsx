import "../../../../i18n/modules/partner-team";
import { Create, Edit, useForm } from "@refinedev/antd";
import { type HttpError, useCan } from "@refinedev/core";
import { Alert, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AccessPage } from "../../../../features/access/access-page";
import type { AdminRole } from "../../../../features/access/types";
import { ROLES_PATH, ROLES_RESOURCE } from "../team-roles";

interface Values {
  name?: string;
  type?: "partner";
}

/**
 * A company role's create and edit (`role/create`, `role/update/{id}`: a partner role of the caller's company). A
 * new role goes on to its permission matrix when the caller may set permissions.
 */
function TeamRoleForm({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: canPermissions } = useCan({ resource: ROLES_RESOURCE, action: "permissions" });
  const canManage = Boolean(canPermissions?.can);
  const { formProps, saveButtonProps, query, onFinish } = useForm<AdminRole, HttpError, Values>({
    resource: ROLES_RESOURCE,
    action: mode,
    redirect: mode === "create" && canManage ? false : "list",
    errorNotification: false,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? "partnerTeam.roles.created" : "partnerTeam.roles.saved"),
    }),
    onMutationSuccess: (data) => {
      if (mode === "create" && canManage && data.data?.id) navigate(`${ROLES_PATH}/${data.data.id}/permissions`);
    },
  });
  const system = Boolean(query?.data?.data?.is_system);

  const content = (
    <Form
      {...formProps}
      layout="vertical"
      name={`team-role-${mode}`}
      onFinish={(values) =>
        onFinish(mode === "create" ? { name: values.name, type: "partner" } : { name: values.name }).catch(
          () => undefined,
        )
      }
      style={{ maxWidth: 560 }}
    >
      {system ? (
        <Alert type="info" showIcon message={t("partnerTeam.roles.builtInLocked")} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="name"
        label={t("partnerTeam.roles.name")}
        rules={[{ required: true, whitespace: true, message: t("partnerTeam.common.required") }]}
      >
        <Input maxLength={100} disabled={system} data-testid="team-role-name" />
      </Form.Item>
    </Form>
  );

  const save = {
    ...saveButtonProps,
    disabled: system || saveButtonProps.disabled,
    children: t("partnerTeam.common.save"),
    "data-testid": "team-role-save",
  };
  return (
    <AccessPage testId={`partner-team-role-${mode}`}>
      {mode === "create" ? (
        <Create title={t("partnerTeam.roles.createTitle")} breadcrumb={false} saveButtonProps={save}>
          {content}
        </Create>
      ) : (
        <Edit
          title={t("partnerTeam.roles.editTitle")}
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

export function TeamRoleCreatePage() {
  return <TeamRoleForm mode="create" />;
}

export function TeamRoleEditPage() {
  return <TeamRoleForm mode="edit" />;
}
