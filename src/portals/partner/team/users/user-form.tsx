import "../../../../i18n/modules/partner-team";
import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, Col, Form, Row, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../../api/api-types";
import { AccessFormFrame } from "../../../../features/access/access-form-frame";
import type { AdminUser } from "../../../../features/access/types";
import { useRoleOptions } from "../../../../features/access/use-role-options";
import { contactOf, PasswordFields, UserContactFields } from "../../../../features/access/user-fields";
import { useKhidmaStore } from "../../../../state";
import { isTechnicianRole, ROLES_RESOURCE, USERS_RESOURCE, useRoleLabel } from "../team-roles";
import { DEFAULT_TECHNICIAN, TechnicianFields } from "./technician-fields";

/** A technician's profile as `user/create`, `user/update` take it and `user/details` answers it. */
type TechnicianProfile = ApiSchema<"TechnicianProfile">;

type Values = Partial<Pick<AdminUser, "first_name" | "last_name" | "email" | "gender" | "role_ids">> & {
  phone?: string;
  password?: string;
  password_confirmation?: string;
  technician?: Partial<TechnicianProfile>;
};

/**
 * Team user create and edit (`user/create`, `user/update/{id}`: the caller's company): name, contact, roles of the
 * company, and the technician profile when the Technician role is chosen. 422s land on the fields.
 */
function TeamUserForm({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const selfId = useKhidmaStore((s) => s.session.user?.id);
  const roles = useRoleOptions(ROLES_RESOURCE);
  const roleLabel = useRoleLabel();
  const { formProps, saveButtonProps, query, onFinish, form } = useForm<AdminUser, HttpError, Values>({
    resource: USERS_RESOURCE,
    action: mode,
    redirect: "list",
    errorNotification: false,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? "partnerTeam.users.created" : "partnerTeam.users.saved"),
    }),
  });
  const record = query?.data?.data;
  const isSelf = mode === "edit" && record !== undefined && record.id === selfId;
  const roleIds = (Form.useWatch("role_ids", form) as number[] | undefined) ?? [];
  const technician = roleIds.some((id) => isTechnicianRole(roles.data?.find((r) => r.id === id)));

  // a user becoming a technician starts from the defaults (a technician's own profile is kept)
  useEffect(() => {
    if (technician && form.getFieldValue(["technician", "colour"]) === undefined)
      form.setFieldsValue({ technician: { ...DEFAULT_TECHNICIAN, ...(record?.technician ?? {}) } });
  }, [technician, form, record]);

  const content = (
    <Form
      {...formProps}
      layout="vertical"
      name={`team-user-${mode}`}
      onFinish={(values) => {
        const body: Values = {
          ...contactOf(values),
          ...(isSelf ? {} : { role_ids: values.role_ids ?? [] }),
          ...(technician ? { technician: { ...DEFAULT_TECHNICIAN, ...values.technician } } : {}),
          ...(mode === "create"
            ? { password: values.password, password_confirmation: values.password_confirmation }
            : {}),
        };
        return onFinish(body).catch(() => undefined);
      }}
    >
      {isSelf ? (
        <Alert type="info" showIcon message={t("partnerTeam.users.selfLocked")} style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={16}>
        <UserContactFields ns="partnerTeam" testIdPrefix="team-user" />
        <Col xs={24} md={12}>
          <Form.Item
            name="role_ids"
            label={t("partnerTeam.users.roles")}
            extra={t("partnerTeam.users.rolesHint")}
            rules={[{ required: true, message: t("partnerTeam.common.required") }]}
          >
            <Select
              mode="multiple"
              disabled={isSelf}
              loading={roles.isLoading}
              placeholder={t("partnerTeam.users.chooseRoles")}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleLabel(r) }))}
              optionFilterProp="label"
              data-testid="team-user-roles"
            />
          </Form.Item>
        </Col>
        {mode === "create" ? <PasswordFields ns="partnerTeam" testIdPrefix="team-user" /> : null}
      </Row>
      {technician ? <TechnicianFields /> : null}
    </Form>
  );

  const save = { ...saveButtonProps, children: t("partnerTeam.common.save"), "data-testid": "team-user-save" };
  return (
    <AccessFormFrame
      mode={mode}
      createTitle={t("partnerTeam.users.createTitle")}
      editTitle={t("partnerTeam.users.editTitle")}
      isLoading={query?.isLoading}
      saveButtonProps={save}
      testId={`partner-team-user-${mode}`}
    >
      {content}
    </AccessFormFrame>
  );
}

export function TeamUserCreatePage() {
  return <TeamUserForm mode="create" />;
}

export function TeamUserEditPage() {
  return <TeamUserForm mode="edit" />;
}
