import "../../../../i18n/modules/partner-team";
import { KeyOutlined } from "@ant-design/icons";
import { EditButton } from "@refinedev/antd";
import { Button, Space, type TableColumnsType, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import type { AdminUser } from "../../../../features/access/types";
import { useUserColumnParts } from "../../../../features/access/user-columns";
import { useRoleLabel } from "../team-roles";

/**
 * The team table's columns. The status switch is off without the status permission and on one's own row; the
 * reset-code button shows with the reset permission, the edit button with the edit permission.
 */
export function useTeamUserColumns({
  selfId,
  canStatus,
  canReset,
  canEdit,
  busy,
  onToggle,
  onReset,
}: {
  selfId: number | undefined;
  canStatus: boolean;
  canReset: boolean;
  canEdit: boolean;
  busy: Record<number, boolean>;
  onToggle: (user: AdminUser, on: boolean) => void;
  onReset: (user: AdminUser) => void;
}): TableColumnsType<AdminUser> {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const parts = useUserColumnParts({
    ns: "partnerTeam",
    selfId,
    phoneFrom: "lg",
    canStatus,
    busy,
    onToggle,
    statusTestId: "team-user-status",
  });
  return [
    parts.name,
    parts.email,
    parts.phone,
    {
      dataIndex: "roles",
      key: "roles",
      title: t("partnerTeam.users.roles"),
      render: (_, u) => (
        <Space size={[4, 4]} wrap>
          {u.roles.map((r) => (
            <Tag key={r.id}>{roleLabel(r)}</Tag>
          ))}
        </Space>
      ),
    },
    parts.status,
    {
      key: "actions",
      title: t("partnerTeam.common.actions"),
      render: (_, u) => (
        <Space size={4}>
          {canEdit ? (
            <EditButton
              hideText
              size="small"
              recordItemId={u.id}
              aria-label={t("partnerTeam.common.editNamed", { name: u.name })}
              data-testid={`team-user-edit-${u.id}`}
            />
          ) : null}
          {canReset && u.id !== selfId ? (
            <Tooltip title={t("partnerTeam.users.resetPassword")}>
              <Button
                size="small"
                icon={<KeyOutlined />}
                aria-label={t("partnerTeam.users.resetPasswordNamed", { name: u.name })}
                data-testid={`team-user-reset-${u.id}`}
                onClick={() => onReset(u)}
              />
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
  ];
}
