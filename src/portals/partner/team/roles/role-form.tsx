import "../../../../i18n/modules/partner-team";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { AccessFormFrame } from "../../../../features/access/access-form-frame";
import { RoleNameField, useRoleForm } from "../../../../features/access/role-form-parts";
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
  const { formProps, saveButtonProps, query, onFinish } = useRoleForm<Values>({
    mode,
    ns: "partnerTeam",
    rolesResource: ROLES_RESOURCE,
    rolesPath: ROLES_PATH,
    resource: ROLES_RESOURCE,
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
      <RoleNameField ns="partnerTeam" system={system} testId="team-role-name" />
    </Form>
  );

  const save = {
    ...saveButtonProps,
    disabled: system || saveButtonProps.disabled,
    children: t("partnerTeam.common.save"),
    "data-testid": "team-role-save",
  };
  return (
    <AccessFormFrame
      mode={mode}
      createTitle={t("partnerTeam.roles.createTitle")}
      editTitle={t("partnerTeam.roles.editTitle")}
      isLoading={query?.isLoading}
      saveButtonProps={save}
      testId={`partner-team-role-${mode}`}
    >
      {content}
    </AccessFormFrame>
  );
}

export function TeamRoleCreatePage() {
  return <TeamRoleForm mode="create" />;
}

export function TeamRoleEditPage() {
  return <TeamRoleForm mode="edit" />;
}
