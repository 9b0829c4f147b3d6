import "../../../../i18n/modules/admin-access";
import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, Col, Form, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { AccessFormFrame } from "../../../../features/access/access-form-frame";
import { TypeTag } from "../../../../features/access/tags";
import { type AdminUser, USER_TYPES } from "../../../../features/access/types";
import { contactOf, PasswordFields, UserContactFields } from "../../../../features/access/user-fields";
import { usePartnerOptions, useRoleOptions, useSelfId } from "../hooks";

/** The form's values: the user's fields of the generated `AdminUser` (phone as typed), and the password pair. */
type UserFormValues = Partial<
  Pick<AdminUser, "first_name" | "last_name" | "email" | "gender" | "role_ids" | "partner_id" | "status">
> & {
  phone?: string;
  password?: string;
  password_confirmation?: string;
};

/** User create and edit: one form; `mode` picks refine's <Create> or <Edit> frame. */
function UserForm({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const selfId = useSelfId();
  const roles = useRoleOptions();
  const { formProps, saveButtonProps, query, onFinish, form } = useForm<AdminUser, HttpError, UserFormValues>({
    action: mode,
    redirect: "list",
    errorNotification: false,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? "adminAccess.users.created" : "adminAccess.users.saved"),
    }),
  });
  const record = query?.data?.data;
  const isSelf = mode === "edit" && record !== undefined && record.id === selfId;
  const roleIds = (Form.useWatch("role_ids", form) as number[] | undefined) ?? [];
  const chosenTypes = new Set(
    roleIds.map((id) => roles.data?.find((r) => r.id === id)?.type).filter((x): x is NonNullable<typeof x> => !!x),
  );
  const partnerRole = chosenTypes.has("partner");
  const partners = usePartnerOptions(partnerRole || Boolean(record?.partner_id));

  const roleOptions = USER_TYPES.map((type) => ({
    label: t(`adminAccess.types.${type}`),
    title: type,
    options: (roles.data ?? [])
      .filter((r) => r.type === type && (r.partner_id === null || record?.role_ids.includes(r.id)))
      .map((r) => ({
        value: r.id,
        label: r.name,
        // one user type per user: roles of another type than the ones chosen are off
        disabled: chosenTypes.size > 0 && !chosenTypes.has(r.type),
      })),
  })).filter((g) => g.options.length > 0);

  const content = (
    <Form
      {...formProps}
      layout="vertical"
      name={`user-${mode}`}
      onFinish={(values) => {
        const body: UserFormValues = {
          ...contactOf(values),
          partner_id: partnerRole ? (values.partner_id ?? null) : null,
          ...(isSelf ? {} : { role_ids: values.role_ids ?? [] }),
          ...(mode === "create"
            ? { password: values.password, password_confirmation: values.password_confirmation }
            : {}),
        };
        return onFinish(body).catch(() => undefined);
      }}
    >
      {isSelf ? (
        <Alert type="info" showIcon message={t("adminAccess.users.selfLocked")} style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={16}>
        <UserContactFields ns="adminAccess" />
        <Col xs={24} md={12}>
          <Form.Item
            name="role_ids"
            label={t("adminAccess.users.roles")}
            extra={t("adminAccess.users.rolesHint")}
            rules={[{ required: true, message: t("adminAccess.common.required") }]}
          >
            <Select
              mode="multiple"
              disabled={isSelf}
              loading={roles.isLoading}
              placeholder={t("adminAccess.users.chooseRoles")}
              options={roleOptions}
              optionFilterProp="label"
              data-testid="user-roles"
            />
          </Form.Item>
          {chosenTypes.size === 1 ? <TypeTag type={[...chosenTypes][0]} /> : null}
        </Col>
        {partnerRole ? (
          <Col xs={24} md={12}>
            <Form.Item
              name="partner_id"
              label={t("adminAccess.users.partnerLabel")}
              extra={t("adminAccess.users.partnerHint")}
            >
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                loading={partners.isLoading}
                placeholder={t("adminAccess.users.choosePartner")}
                options={[
                  ...(partners.data ?? []).map((p) => ({ value: p.id, label: p.name })),
                  ...(record?.partner_id && !(partners.data ?? []).some((p) => p.id === record.partner_id)
                    ? [{ value: record.partner_id, label: record.partner_name ?? `#${record.partner_id}` }]
                    : []),
                ]}
              />
            </Form.Item>
          </Col>
        ) : null}
        {mode === "create" ? <PasswordFields ns="adminAccess" /> : null}
      </Row>
    </Form>
  );

  const save = { ...saveButtonProps, children: t("adminAccess.common.save"), "data-testid": "user-save" };
  return (
    <AccessFormFrame
      mode={mode}
      createTitle={t("adminAccess.users.createTitle")}
      editTitle={t("adminAccess.users.editTitle")}
      isLoading={query?.isLoading}
      saveButtonProps={save}
    >
      {content}
    </AccessFormFrame>
  );
}

export function UserCreatePage() {
  return <UserForm mode="create" />;
}

export function UserEditPage() {
  return <UserForm mode="edit" />;
}
