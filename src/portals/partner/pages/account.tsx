import "../../../i18n/modules/account";
import { Card, Col, Form, Radio, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ProfileForm, updateProfile } from "../../../components/account/profile-form";
import { type Language, useKhidmaStore } from "../../../state";

/** Language and theme: applied at once, remembered on this device (they survive sign-out). */
function PreferencesCard() {
  const { t } = useTranslation();
  const language = useKhidmaStore((s) => s.ui.language);
  const isLight = useKhidmaStore((s) => s.ui.isLight);
  const setLanguage = useKhidmaStore((s) => s.setLanguage);
  const setLight = useKhidmaStore((s) => s.setLight);

  const changeLanguage = (next: Language) => {
    setLanguage(next);
    // Also remembered on the account (notifications, other devices); best effort, no toast on failure.
    const user = useKhidmaStore.getState().session.user;
    if (user && user.preferred_language !== next) {
      const gender = user.gender === "female" || user.gender === "male" || user.gender === "other" ? user.gender : null;
      updateProfile(
        { first_name: user.first_name, last_name: user.last_name, gender, preferred_language: next },
        { silent: true },
      ).catch(() => undefined);
    }
  };

  return (
    <Card title={t("account.preferences.title")}>
      <Form layout="vertical" name="preferences">
        <Form.Item label={t("account.preferences.language")}>
          <Radio.Group
            optionType="button"
            value={language}
            onChange={(e) => changeLanguage(e.target.value as Language)}
            options={[
              { value: "en", label: <span lang="en">{t("common.switchToEnglish")}</span> },
              { value: "ar", label: <span lang="ar">{t("common.switchToArabic")}</span> },
            ]}
          />
        </Form.Item>
        <Form.Item label={t("account.preferences.theme")}>
          <Radio.Group
            optionType="button"
            value={isLight ? "light" : "dark"}
            onChange={(e) => setLight(e.target.value === "light")}
            options={[
              { value: "light", label: t("account.preferences.light") },
              { value: "dark", label: t("account.preferences.dark") },
            ]}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}

/** /partner/account: account settings (name and gender, language, theme). */
export default function PartnerAccountPage() {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("account.partner.accountTitle")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("account.partner.accountSubtitle")}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title={t("account.form.title")}>
            <ProfileForm name="partner-account" />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <PreferencesCard />
        </Col>
      </Row>
    </div>
  );
}
