import "../../../i18n/modules/partner-catalog";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useDelete } from "@refinedev/core";
import { App, Button, Empty, Popconfirm, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { firstError } from "../errors";
import type { PackageDuration } from "../types";
import { DurationModal } from "./duration-modal";
import { DURATION_ENDPOINTS, DURATIONS, useDurations, useRefreshPackageTerms } from "./package-data";

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
  const durations = useDurations(packageId);
  const [editing, setEditing] = useState<PackageDuration | "new" | null>(null);
  const refreshTerms = useRefreshPackageTerms();
  const refresh = () => {
    void refreshTerms();
    onChanged();
  };
  const { mutateAsync: remove } = useDelete();
  // DELETE package/duration/delete/{id}, without the global error toast: the failure is shown in a dialog
  const removeDuration = (id: number) =>
    remove(
      {
        resource: DURATIONS,
        id,
        meta: { endpoints: DURATION_ENDPOINTS, silent: true },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          message.success(t("partnerCatalog.durations.deleted"));
          refresh();
        },
        onError: (error) =>
          modal.error({ title: t("partnerCatalog.durations.deleteFailed"), content: firstError(error) }),
      },
    ).catch(() => undefined);
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
                        onConfirm={() => removeDuration(d.id)}
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
