import "../../../../i18n/modules/partner-catalog";
import { type BaseRecord, useCustomMutation } from "@refinedev/core";
import { App, Button, Col, Form, Input, Row, Space, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import { useDirtyWarning } from "../../../../features/catalog/catalog-page";
import { toBody } from "../../../../features/catalog/form-helpers";
import { ImageField } from "../../../../features/catalog/image-field";
import type { PartnerProfile } from "../../../../features/catalog/types";
import { showFieldErrors } from "../../../../lib/form-errors";

interface ProfileValues {
  about_en?: string;
  about_ar?: string;
  phone?: string;
  email?: string;
  cash_on_delivery?: boolean;
}

/**
 * The company profile's edit form: logo, phone, email, the about texts and cash on delivery; POST
 * partner/profile/update (multipart when a new logo goes with it). A 422 lands on the fields.
 */
export function ProfileEditForm({
  profile,
  onSaved,
  onDone,
}: {
  profile: PartnerProfile;
  onSaved: (next: PartnerProfile) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const [logo, setLogo] = useState<File>();
  const [dirty, setDirty] = useState(false);
  useDirtyWarning(dirty || Boolean(logo));
  const { mutate, mutation: save } = useCustomMutation<PartnerProfile & BaseRecord>();
  const submit = (v: ProfileValues) =>
    mutate(
      {
        url: ENDPOINTS.catalogProfileUpdate,
        method: "post",
        values: toBody(
          {
            about_en: v.about_en ?? "",
            about_ar: v.about_ar ?? "",
            phone: v.phone ?? "",
            email: v.email ?? "",
            cash_on_delivery: v.cash_on_delivery ? 1 : 0,
          },
          { logo },
        ),
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          onSaved(data);
          setDirty(false);
          setLogo(undefined);
          message.success(t("partnerCatalog.profile.saved"));
          onDone();
        },
        onError: (error) => showFieldErrors(form, error),
      },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      name="partner-company-profile"
      initialValues={{
        about_en: profile.about_en,
        about_ar: profile.about_ar,
        phone: profile.phone ?? "",
        email: profile.email ?? "",
        cash_on_delivery: profile.cash_on_delivery,
      }}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
    >
      <Form.Item label={t("partnerCatalog.profile.logo")}>
        <ImageField
          current={profile.logo}
          file={logo}
          onChange={setLogo}
          maxMb={2}
          label={profile.name}
          testId="logo-input"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={t("partnerCatalog.profile.phone")}
            extra={t("partnerCatalog.profile.phoneHint")}
          >
            <Input dir="ltr" inputMode="tel" maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t("partnerCatalog.profile.email")}
            rules={[{ type: "email", message: t("partnerCatalog.profile.emailInvalid") }]}
          >
            <Input dir="ltr" inputMode="email" maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="about_en" label={t("partnerCatalog.profile.aboutEn")}>
            <Input.TextArea rows={4} maxLength={2000} dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="about_ar" label={t("partnerCatalog.profile.aboutAr")}>
            <Input.TextArea rows={4} maxLength={2000} dir="rtl" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="cash_on_delivery"
        label={t("partnerCatalog.profile.cod")}
        extra={t("partnerCatalog.profile.codHint")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
          {t("partnerCatalog.common.save")}
        </Button>
        <Button
          onClick={() => {
            if ((dirty || logo) && !window.confirm(t("catalogCore.unsaved"))) return;
            setDirty(false);
            setLogo(undefined);
            onDone();
          }}
        >
          {t("partnerCatalog.common.cancel")}
        </Button>
      </Space>
    </Form>
  );
}
