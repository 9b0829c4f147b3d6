import { useForm } from "@refinedev/antd";
import { type HttpError, useCan } from "@refinedev/core";
import { Alert, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { AdminRole } from "./types";
import type { AccessStrings } from "./user-fields";

/**
 * refine's form of a role create or edit (admin and partner portals): back to the list when saved, except a new role
 * whose permissions the caller may set, which goes on to `<rolesPath>/<id>/permissions`. `resource` when the form's
 * resource is not the route's.
 */
export function useRoleForm<V extends object>({
  mode,
  ns,
  rolesResource,
  rolesPath,
  resource,
}: {
  mode: "create" | "edit";
  ns: AccessStrings;
  rolesResource: string;
  rolesPath: string;
  resource?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: canPermissions } = useCan({ resource: rolesResource, action: "permissions" });
  const canManage = Boolean(canPermissions?.can);
  return useForm<AdminRole, HttpError, V>({
    ...(resource ? { resource } : {}),
    action: mode,
    redirect: mode === "create" && canManage ? false : "list",
    errorNotification: false,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? `${ns}.roles.created` : `${ns}.roles.saved`),
    }),
    onMutationSuccess: (data) => {
      if (mode === "create" && canManage && data.data?.id) navigate(`${rolesPath}/${data.data.id}/permissions`);
    },
  });
}

/** A role's name (locked, with a note, on a built-in role). */
export function RoleNameField({ ns, system, testId }: { ns: AccessStrings; system: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {system ? (
        <Alert type="info" showIcon message={t(`${ns}.roles.builtInLocked`)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="name"
        label={t(`${ns}.roles.name`)}
        rules={[{ required: true, whitespace: true, message: t(`${ns}.common.required`) }]}
      >
        <Input maxLength={100} disabled={system} data-testid={testId} />
      </Form.Item>
    </>
  );
}
