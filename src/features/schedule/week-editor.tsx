import "../../i18n/modules/schedule";
import { type BaseRecord, useCan, useCustom, useCustomMutation } from "@refinedev/core";
import { Alert, App, Button, Card, Flex, Form, Select, Skeleton, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { DayRow } from "./day-row";
import { inWeekOrder, putFieldErrors, type Technician, type Week, type WorkDay } from "./types";

interface WeekEditorProps {
  /** Identifier of the declared resource whose `edit` permission allows saving (e.g. "partner-working-hours"). */
  resource: string;
  /** Internal callers name the partner; a partner edits its own week. */
  partnerId?: number;
}

const COMPANY = 0;

/** The week editor of the partner's Working hours and the admin's Availability: company week or a technician's. */
export function WeekEditor({ resource, partnerId }: WeekEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ days: WorkDay[] }>();
  const [technicianId, setTechnicianId] = useState<number>(COMPANY);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const { data: canEdit } = useCan({ resource, action: "edit" });
  const byPartner = partnerId !== undefined ? { partner_id: partnerId } : {};
  const byTechnician = technicianId !== COMPANY ? { technician_id: technicianId } : {};

  const technicians = useCustom<{ data: Technician[] } & BaseRecord>({
    url: ENDPOINTS.scheduleTechnicians,
    method: "get",
    config: { query: { ...byPartner, limit: -1 } },
    queryOptions: { enabled: partnerId !== undefined || resource.startsWith("partner") },
    meta: { silent: true },
    errorNotification: false,
  });
  const technicianRows = (technicians.query.data?.data?.data ?? []) as Technician[];

  const week = useCustom<Week & BaseRecord>({
    url: ENDPOINTS.scheduleWorkingHours,
    method: "get",
    config: { query: { ...byPartner, ...byTechnician } },
    errorNotification: false,
  });
  const answer = week.query.data?.data as Week | undefined;

  // The form takes the week the server answered whenever another week is asked for (partner, technician).
  useEffect(() => {
    if (answer) {
      form.resetFields();
      form.setFieldsValue({ days: inWeekOrder(answer.days) });
      setUnplaced([]);
    }
  }, [answer, form]);

  const { mutateAsync, mutation } = useCustomMutation();
  const save = async (values: { days: WorkDay[] }) => {
    setUnplaced([]);
    try {
      await mutateAsync({
        url: ENDPOINTS.scheduleWorkingHours,
        method: "post",
        values: { ...byPartner, ...byTechnician, days: values.days.map(toPayload) },
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("schedule.week.saved"));
      await week.query.refetch();
    } catch (error) {
      const placed = putFieldErrors(form, error);
      setUnplaced(placed.any ? placed.unplaced : [errorText(error)]);
      if (placed.any) message.error(t("schedule.week.fixErrors"));
    }
  };

  /** The technician goes back to the company week (their own is removed). */
  const reset = () =>
    mutateAsync({
      url: ENDPOINTS.scheduleWorkingHoursReset,
      method: "post",
      values: { ...byPartner, technician_id: technicianId },
      successNotification: false,
    }).then(
      () => {
        message.success(t("schedule.week.backedToCompany"));
        return week.query.refetch();
      },
      () => undefined,
    );

  const copyToAll = (index: number) => {
    const days = form.getFieldValue("days") as WorkDay[];
    const source = days[index];
    form.setFieldsValue({
      days: days.map((d) => ({ ...source, breaks: source.breaks.map((b) => ({ ...b })), weekday: d.weekday })),
    });
    message.info(t("schedule.week.copied", { day: t(`schedule.weekdays.${source.weekday}`) }));
  };

  const disabled = !canEdit?.can || mutation.isPending;
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t("schedule.week.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("schedule.week.subtitle")}</Typography.Paragraph>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <Typography.Text>{t("schedule.week.whose")}</Typography.Text>
        <Select
          value={technicianId}
          onChange={setTechnicianId}
          style={{ minWidth: 200, flex: "1 1 200px", maxWidth: 320 }}
          aria-label={t("schedule.week.whose")}
          data-testid="week-of"
          options={[
            { value: COMPANY, label: t("schedule.week.company") },
            ...technicianRows.map((r) => ({ value: r.id, label: r.name })),
          ]}
        />
        {technicianId !== COMPANY && answer && !answer.inherited && canEdit?.can ? (
          <Button onClick={reset} loading={mutation.isPending}>
            {t("schedule.week.backToCompany")}
          </Button>
        ) : null}
      </Flex>
      {technicianId !== COMPANY && answer ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(answer.inherited ? "schedule.week.inherited" : "schedule.week.own")}
        />
      ) : null}
      {canEdit && !canEdit.can ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t("schedule.week.readOnly")} />
      ) : null}
      {!answer ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={() => save(form.getFieldsValue(true))}
          data-testid="week-form"
          scrollToFirstError
        >
          <Form.List name="days">
            {(fields) =>
              fields.map((field) => (
                <DayRow
                  key={field.key}
                  index={field.name}
                  weekday={(form.getFieldValue(["days", field.name, "weekday"]) as number) ?? 0}
                  disabled={disabled}
                  withCapacity={technicianId === COMPANY}
                  onCopyToAll={copyToAll}
                />
              ))
            }
          </Form.List>
          {unplaced.length > 0 ? (
            <Alert type="error" showIcon style={{ marginBottom: 12 }} message={unplaced.join(" ")} role="alert" />
          ) : null}
          {canEdit?.can ? (
            <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="save-week">
              {t("schedule.week.save")}
            </Button>
          ) : null}
        </Form>
      )}
    </Card>
  );
}

const toPayload = (d: WorkDay): WorkDay => ({
  weekday: d.weekday,
  is_closed: Boolean(d.is_closed),
  opens_at: d.opens_at ?? null,
  closes_at: d.closes_at ?? null,
  breaks: (d.breaks ?? []).map((b) => ({ starts_at: b?.starts_at ?? "", ends_at: b?.ends_at ?? "" })),
  capacity: d.capacity ?? 0,
});

const errorText = (error: unknown) => (error as { message?: string } | undefined)?.message ?? String(error);
