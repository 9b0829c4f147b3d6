import "../../../i18n/modules/admin-settings";
import { SaveOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { type HttpError, useCan, useCustom, useCustomMutation } from "@refinedev/core";
import { Alert, App, Button, Form, Skeleton, Tabs } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useRefreshConfiguration } from "../../../features/settings/use-refresh-configuration";
import { type Settings, useKhidmaStore } from "../../../state";
import { FeesSection } from "./settings-fees";
import { ContactSection, GeneralSection, PayoutsSection, PricingSection } from "./settings-sections";
import {
  changesOf,
  type SectionKey,
  type SettingsData,
  type SettingsValues,
  type SplitErrors,
  sectionOf,
  splitErrors,
  valuesOf,
} from "./settings-values";

const RESOURCE = "admin-settings";

/**
 * /admin/settings: the platform settings (GET settings, read-settings) in five tabs; "Save settings" (update-settings)
 * sends only what changed to settings/update. A 422 puts its dotted field errors (`master_setting.support_email`) on
 * the fields, opens the tab of the first one and keeps what was typed; a save refreshes the app's configuration, so
 * the new date formats and footer links show at once. Without update-settings the form is read-only.
 */
export default function AdminSettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canUpdate = useCan({ resource: RESOURCE, action: "update" }).data?.can ?? false;
  const master = useKhidmaStore((s) => s.config.master_setting);
  const refreshConfiguration = useRefreshConfiguration();
  const [form] = Form.useForm<SettingsValues>();
  const [tab, setTab] = useState<SectionKey>("general");
  const [otherErrors, setOtherErrors] = useState<SplitErrors["other"]>([]);
  const saved = useRef<SettingsValues | null>(null);

  const { query } = useCustom<SettingsData>({
    url: ENDPOINTS.settings,
    method: "get",
    meta: { silent: true },
    errorNotification: false,
    queryOptions: { queryKey: [RESOURCE], refetchOnWindowFocus: false },
  });
  const data = query.data?.data;
  // the form takes the saved values once; a refetch never overwrites what the admin is typing
  useEffect(() => {
    if (!data || saved.current) return;
    saved.current = valuesOf(data, master);
    form.setFieldsValue(saved.current as never);
  }, [data, master, form]);

  const { mutateAsync, mutation } = useCustomMutation<SettingsData>();
  const save = async () => {
    const values = form.getFieldsValue(true) as SettingsValues;
    const body = changesOf(saved.current ?? {}, values);
    if (Object.keys(body).length === 0) {
      message.info(t("adminSettings.nothingChanged"));
      return;
    }
    setOtherErrors([]);
    // the last answer's errors go; a field the server refuses again gets its error back
    form.setFields(form.getFieldsError().flatMap((f) => (f.errors.length ? [{ name: f.name, errors: [] }] : [])));
    try {
      const answer = await mutateAsync({
        url: ENDPOINTS.settingsUpdate,
        method: "post",
        values: body,
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      saved.current = valuesOf(answer.data, master);
      form.setFieldsValue(saved.current as never);
      message.success(t("adminSettings.saved"));
      await refreshConfiguration(answer.data as Settings);
      void query.refetch();
    } catch (e) {
      const split = splitErrors(e);
      if (split.fields.length > 0) form.setFields(split.fields);
      setOtherErrors(split.other);
      if (split.section) setTab(split.section);
      const any = split.fields.length + split.other.length > 0;
      message.error(any ? t("adminSettings.fixErrors") : (e as HttpError).message || t("adminSettings.refused"));
    }
  };

  const feeErrors = otherErrors.filter((e) => e.key.startsWith("cancellation")).flatMap((e) => e.messages);
  const topErrors = otherErrors.filter((e) => !e.key.startsWith("cancellation")).flatMap((e) => e.messages);
  const items = [
    { key: "general", label: t("adminSettings.tabs.general"), children: <GeneralSection /> },
    {
      key: "pricing",
      label: t("adminSettings.tabs.pricing"),
      children: (
        <PricingSection currency={(data?.pricing_and_taxes?.currency as string | undefined) ?? data?.currency} />
      ),
    },
    { key: "contact", label: t("adminSettings.tabs.contact"), children: <ContactSection /> },
    { key: "fees", label: t("adminSettings.tabs.fees"), children: <FeesSection errors={feeErrors} /> },
    { key: "payouts", label: t("adminSettings.tabs.payouts"), children: <PayoutsSection /> },
  ].map((item) => ({ ...item, forceRender: true }));

  return (
    <List title={t("adminSettings.title")} breadcrumb={false} headerButtons={() => null}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("adminSettings.subtitle")} />
      {canUpdate ? null : (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t("adminSettings.readOnly")} />
      )}
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t("adminSettings.loadFailed")}
          action={<Button onClick={() => void query.refetch()}>{t("adminSettings.retry")}</Button>}
        />
      ) : null}
      {query.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {topErrors.length > 0 ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={topErrors.join(" ")} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        disabled={!canUpdate}
        onFinish={save}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0]?.name.join(".");
          const section = first ? sectionOf(first) : undefined;
          if (section) setTab(section);
        }}
        hidden={!data}
        data-testid="settings-form"
        scrollToFirstError
      >
        <Tabs activeKey={tab} onChange={(k) => setTab(k as SectionKey)} items={items} />
        {canUpdate ? (
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={mutation.isPending}
            data-testid="settings-save"
            style={{ marginTop: 24 }}
          >
            {t("adminSettings.save")}
          </Button>
        ) : null}
      </Form>
    </List>
  );
}
