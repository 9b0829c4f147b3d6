import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Col, Empty, Form, Input, InputNumber, Modal, Popconfirm, Row, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError, type Paginated } from "../../../api";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { ALL } from "../../../config/constants";
import { showFieldErrors } from "../../../lib/form-errors";
import { useDirtyWarning } from "../shared";
import type { PackageDuration } from "../types";

export const durationsKey = (packageId: number | string, lang: string) => ["catalog", "durations", packageId, lang];

/** The package's durations, months ascending. */
export function useDurations(packageId: number | string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: durationsKey(packageId, i18n.language),
    queryFn: async () => {
      const data = (
        await api.get<Paginated<PackageDuration>>(ENDPOINTS.catalogDurations, {
          package_id: packageId,
          limit: ALL,
          sortKey: "months",
          sortVal: "asc",
        })
      ).data;
      return Array.isArray(data) ? (data as PackageDuration[]) : (data?.data ?? []);
    },
  });
}

interface DurationValues {
  months?: number;
  label_en?: string;
  label_ar?: string;
  discount_percent?: number;
}

function DurationModal({
  packageId,
  editing,
  onClose,
  onSaved,
}: {
  packageId: number;
  editing: PackageDuration | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DurationValues>();
  const [dirty, setDirty] = useState(false);
  useDirtyWarning(editing !== null && dirty);
  const save = useMutation({
    mutationFn: async (values: DurationValues) =>
      (
        await api.post<PackageDuration>(ENDPOINTS.catalogDurations, {
          package_id: packageId,
          ...(editing && editing !== "new" ? { id: editing.id } : {}),
          ...values,
          discount_percent: values.discount_percent ?? 0,
        })
      ).data,
    onSuccess: () => {
      message.success(t("partnerCatalog.durations.saved"));
      setDirty(false);
      onSaved();
      onClose();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  const initial =
    editing && editing !== "new"
      ? {
          months: editing.months,
          label_en: editing.label_en,
          label_ar: editing.label_ar,
          discount_percent: editing.discount_percent,
        }
      : { discount_percent: 0 };
  return (
    <Modal
      open={editing !== null}
      title={t(editing === "new" ? "partnerCatalog.durations.addTitle" : "partnerCatalog.durations.editTitle")}
      okText={t("partnerCatalog.common.save")}
      cancelText={t("partnerCatalog.common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        setDirty(false);
        onClose();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="package-duration"
        initialValues={initial}
        preserve={false}
        onValuesChange={() => setDirty(true)}
        onFinish={(v) => save.mutate(v)}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="months"
              label={t("partnerCatalog.durations.months")}
              rules={[{ required: true, message: t("partnerCatalog.common.required") }]}
            >
              <InputNumber min={1} max={36} precision={0} style={{ width: "100%" }} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="discount_percent"
              label={t("partnerCatalog.durations.discount")}
              extra={t("partnerCatalog.durations.discountHint")}
            >
              <InputNumber min={0} max={90} precision={2} suffix="%" style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="label_en"
              label={t("partnerCatalog.durations.labelEn")}
              extra={t("partnerCatalog.durations.labelHint")}
            >
              <Input maxLength={60} dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="label_ar" label={t("partnerCatalog.durations.labelAr")}>
              <Input maxLength={60} dir="rtl" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

/** Durations tab: months, label and discount of each term the package is sold for. */
export function DurationsTab({
  packageId,
  canEdit,
  onChanged,
}: {
  packageId: number;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const durations = useDurations(packageId);
  const [editing, setEditing] = useState<PackageDuration | "new" | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["catalog", "durations", packageId] });
    void queryClient.invalidateQueries({ queryKey: ["catalog", "pricing", packageId] });
    onChanged();
  };
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(fillId(ENDPOINTS.catalogDurationDelete, id), { silent: true }),
    onSuccess: () => {
      message.success(t("partnerCatalog.durations.deleted"));
      refresh();
    },
    onError: (error) =>
      modal.error({
        title: t("partnerCatalog.durations.deleteFailed"),
        content: isApiError(error) ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message) : String(error),
      }),
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {canEdit ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="duration-add">
          {t("partnerCatalog.durations.add")}
        </Button>
      ) : null}
      <Table<PackageDuration>
        rowKey="id"
        size="middle"
        loading={durations.isLoading}
        dataSource={durations.data ?? []}
        pagination={false}
        scroll={{ x: 520 }}
        data-testid="duration-table"
        locale={{ emptyText: <Empty description={t("partnerCatalog.durations.empty")} /> }}
        columns={[
          {
            key: "months",
            title: t("partnerCatalog.durations.months"),
            render: (_, d) => t("partnerCatalog.durations.monthsCount", { count: d.months }),
          },
          { key: "label", dataIndex: "label", title: t("partnerCatalog.durations.label") },
          {
            key: "discount",
            title: t("partnerCatalog.durations.discount"),
            render: (_, d) => `${d.discount_percent}%`,
          },
          {
            key: "prices",
            title: t("partnerCatalog.durations.prices"),
            render: (_, d) => d.price_count ?? 0,
          },
          ...(canEdit
            ? [
                {
                  key: "actions",
                  title: t("partnerCatalog.common.actions"),
                  render: (_: unknown, d: PackageDuration) => (
                    <Space size={4}>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t("partnerCatalog.common.editNamed", { name: d.label })}
                        onClick={() => setEditing(d)}
                      />
                      <Popconfirm
                        title={t("partnerCatalog.durations.deleteConfirm", { name: d.label })}
                        description={t("partnerCatalog.durations.deleteBody")}
                        okText={t("partnerCatalog.common.delete")}
                        okButtonProps={{ danger: true }}
                        cancelText={t("partnerCatalog.common.cancel")}
                        onConfirm={() => remove.mutateAsync(d.id).catch(() => undefined)}
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t("partnerCatalog.common.deleteNamed", { name: d.label })}
                        />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <DurationModal packageId={packageId} editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </Space>
  );
}
