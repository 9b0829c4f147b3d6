import "../../../../i18n/modules/admin-access";
import { Create, Edit, useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, Col, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { AccessPage } from "../../../../features/access/access-page";
import { TypeTag } from "../../../../features/access/tags";
import { type AdminUser, USER_TYPES } from "../../../../features/access/types";
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
  const { t, i18n } = useTranslation();
  // antd's RTL styles override dir="ltr": email and phone read left to right, aligned with the form
  const ltr = { direction: "ltr" as const, textAlign: i18n.dir() === "rtl" ? ("right" as const) : ("left" as const) };
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

  const required = [{ required: true, whitespace: true, message: t("adminAccess.common.required") }];

  const content = (
    <Form
      {...formProps}
      layout="vertical"
      name={`user-${mode}`}
      onFinish={(values) => {
        const body: UserFormValues = {
          first_name: values.first_name,
          last_name: values.last_name,
          email: values.email,
          phone: values.phone,
          gender: values.gender ?? null,
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
        <Col xs={24} md={12}>
          <Form.Item name="first_name" label={t("adminAccess.users.firstName")} rules={required}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="last_name" label={t("adminAccess.users.lastName")} rules={required}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t("adminAccess.users.email")} rules={required}>
            <Input type="email" maxLength={255} dir="ltr" style={ltr} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={t("adminAccess.users.phone")}
            extra={t("adminAccess.users.phoneHint")}
            rules={required}
          >
            <Input type="tel" inputMode="tel" maxLength={32} dir="ltr" style={ltr} placeholder="+971 50 123 4567" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t("adminAccess.users.gender")}>
            <Select
              allowClear
              options={(["female", "male", "other"] as const).map((g) => ({
                value: g,
                label: t(`adminAccess.users.genders.${g}`),
              }))}
            />
          </Form.Item>
        </Col>
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
        {mode === "create" ? (
          <>
            <Col xs={24} md={12}>
              <Form.Item
                name="password"
                label={t("adminAccess.users.password")}
                extra={t("adminAccess.users.passwordHint")}
                rules={[{ required: true, message: t("adminAccess.common.required") }]}
              >
                <Input.Password autoComplete="new-password" dir="ltr" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
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
            </Col>
          </>
        ) : null}
      </Row>
    </Form>
  );

  const save = { ...saveButtonProps, children: t("adminAccess.common.save"), "data-testid": "user-save" };
  return (
    <AccessPage>
      {mode === "create" ? (
        <Create title={t("adminAccess.users.createTitle")} breadcrumb={false} saveButtonProps={save}>
          {content}
        </Create>
      ) : (
        <Edit
          title={t("adminAccess.users.editTitle")}
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

export function UserCreatePage() {
  return <UserForm mode="create" />;
}

export function UserEditPage() {
  return <UserForm mode="edit" />;
}
