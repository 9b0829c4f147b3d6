import "../../../i18n/modules/admin-catalog";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Popconfirm, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Delete with a confirmation; hidden without the permission. */
export function DeleteAction({
  name,
  allowed,
  onConfirm,
}: {
  name: string;
  allowed: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!allowed) return null;
  return (
    <Popconfirm
      title={t("adminCatalog.common.deleteConfirm", { name })}
      okText={t("adminCatalog.common.delete")}
      cancelText={t("adminCatalog.common.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        try {
          await onConfirm();
          message.success(t("adminCatalog.common.deleted"));
        } catch {
          // the server's message is already shown
        }
      }}
    >
      <Button size="small" danger aria-label={t("adminCatalog.common.deleteNamed", { name })}>
        {t("adminCatalog.common.delete")}
      </Button>
    </Popconfirm>
  );
}

/** Bulk activate / deactivate of the selected rows, each behind a confirmation. */
export function BulkBar({
  count,
  onActivate,
  onDeactivate,
}: {
  count: number;
  onActivate: () => Promise<unknown>;
  onDeactivate: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="bulk-bar">
      <Typography.Text>{t("adminCatalog.common.selected", { count })}</Typography.Text>
      <Popconfirm
        title={t("adminCatalog.common.bulkActivateConfirm", { count })}
        okText={t("adminCatalog.common.yes")}
        cancelText={t("adminCatalog.common.no")}
        onConfirm={onActivate}
      >
        <Button size="small">{t("adminCatalog.common.activateSelected")}</Button>
      </Popconfirm>
      <Popconfirm
        title={t("adminCatalog.common.bulkDeactivateConfirm", { count })}
        okText={t("adminCatalog.common.yes")}
        cancelText={t("adminCatalog.common.no")}
        onConfirm={onDeactivate}
      >
        <Button size="small" danger>
          {t("adminCatalog.common.deactivateSelected")}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The primary "add" button of a list header; nothing without the permission. */
export function CreateButton({
  allowed,
  onClick,
  testId,
  children,
}: {
  allowed: boolean;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  if (!allowed) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

/** Edit and delete of one row; each hidden without its permission. */
export function RowActions({
  name,
  canEdit,
  onEdit,
  canDelete,
  onDelete,
  stopPropagation = false,
}: {
  name: string;
  canEdit: boolean;
  onEdit: () => void;
  /** The permission and whatever else allows deleting this row. */
  canDelete: boolean;
  onDelete: () => Promise<unknown>;
  /** Keep clicks from reaching a clickable row. */
  stopPropagation?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap onClick={stopPropagation ? (e) => e.stopPropagation() : undefined}>
      {canEdit ? (
        <Button size="small" onClick={onEdit} aria-label={t("adminCatalog.common.editNamed", { name })}>
          {t("adminCatalog.common.edit")}
        </Button>
      ) : null}
      <DeleteAction name={name} allowed={canDelete} onConfirm={onDelete} />
    </Space>
  );
}
