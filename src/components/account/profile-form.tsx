import "../../i18n/modules/account";
import { Button, Form, Input, Radio, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, getNotifier } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { showFieldErrors } from "../../lib/form-errors";
import { type User, useKhidmaStore } from "../../state";
import { ChangeContact } from "./contact-change";
import { type ProfileAnswer, storeProfileAnswer } from "./profile-answer";
import { ProfilePhoto } from "./profile-photo";

export { type ProfileAnswer, storeProfileAnswer } from "./profile-answer";

export type GenderValue = "female" | "male" | "other";
export const GENDERS: GenderValue[] = ["female", "male", "other"];

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  gender: GenderValue | null;
  preferred_language?: "en" | "ar";
}

/** `POST user/profile/update`, then the store. Rejects with the client's ApiError (422 carries `errors`). */
export async function updateProfile(body: ProfileUpdate, options: { silent?: boolean } = {}) {
  const res = await api.post<ProfileAnswer>(ENDPOINTS.updateProfile, body, { silent: options.silent });
  storeProfileAnswer(res.data);
  return res;
}

interface FormValues {
  first_name: string;
  last_name: string;
  gender: GenderValue | "";
}

const valuesOf = (user: User | null): FormValues => ({
  first_name: user?.first_name ?? "",
  last_name: user?.last_name ?? "",
  gender: GENDERS.includes(user?.gender as GenderValue) ? (user?.gender as GenderValue) : "",
});

const NAME_MAX = 100;

export interface ProfileFormProps {
  /** Called with the saved user after a successful update. */
  onSaved?: (user: User) => void;
  /** Shows a Cancel button calling this. */
  onCancel?: () => void;
  /** antd form name (ids of the inputs); `profile` by default. */
  name?: string;
  /** Shows the photo (upload with preview, remove) above the names; on by default. */
  photo?: boolean;
  /** Shows the mobile number and email with their verified change flows below the form; on by default. */
  contact?: boolean;
}

/**
 * Edits the signed-in user's first and last name and gender (`POST user/profile/update`), with the photo above and
 * the verified phone and email changes below (each its own request; they are not part of "Save changes").
 */
export function ProfileForm({ onSaved, onCancel, name = "profile", photo = true, contact = true }: ProfileFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const user = useKhidmaStore((s) => s.session.user);
  const [saving, setSaving] = useState(false);
  const userId = user?.id;

  // A different signed-in user (role switch, sign-in elsewhere) starts from their own values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new user id resets the form
  useEffect(() => {
    form.setFieldsValue(valuesOf(useKhidmaStore.getState().session.user));
  }, [userId, form]);

  const submit = async (values: FormValues) => {
    setSaving(true);
    try {
      const res = await updateProfile({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        gender: values.gender === "" ? null : values.gender,
      });
      form.setFieldsValue(valuesOf(res.data.user));
      getNotifier().success(t("account.form.saved"));
      onSaved?.(res.data.user);
    } catch (error) {
      // The client has already toasted the server's message; the fields say what to fix.
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const nameRules = [
    { required: true, whitespace: true, message: t("auth.required") },
    { max: NAME_MAX, message: t("account.form.tooLong", { max: NAME_MAX }) },
  ];

  return (
    <>
      {photo ? <ProfilePhoto /> : null}
      <Form<FormValues>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(user)}
        onFinish={submit}
      >
        <Form.Item name="first_name" label={t("account.form.firstName")} rules={nameRules}>
          <Input autoComplete="given-name" maxLength={NAME_MAX + 20} />
        </Form.Item>
        <Form.Item name="last_name" label={t("account.form.lastName")} rules={nameRules}>
          <Input autoComplete="family-name" maxLength={NAME_MAX + 20} />
        </Form.Item>
        <Form.Item name="gender" label={t("account.form.gender")}>
          <Radio.Group
            optionType="button"
            options={[
              ...GENDERS.map((g) => ({ value: g, label: t(`account.gender.${g}`) })),
              { value: "", label: t("account.gender.none") },
            ]}
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t("account.form.save")}
          </Button>
          {onCancel ? <Button onClick={onCancel}>{t("common.cancel")}</Button> : null}
        </Space>
      </Form>
      {contact ? <ChangeContact /> : null}
    </>
  );
}

export default ProfileForm;
