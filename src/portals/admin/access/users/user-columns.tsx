import "../../../../i18n/modules/admin-access";
import { KeyOutlined } from "@ant-design/icons";
import { EditButton, ShowButton } from "@refinedev/antd";
import { Button, Space, type TableColumnsType, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { TypeTag } from "../../../../features/access/tags";
import type { AdminUser } from "../../../../features/access/types";
import { useUserColumnParts } from "../../../../features/access/user-columns";
import { formatDateTime } from "../../../../lib/format";

/**
 * The users table's columns. The status switch is disabled without the status permission and on one's own row;
 * the password button shows with the password permission.
 */
export function useUserColumns({
  selfId,
  canStatus,
  canPassword,
  busy,
  onToggle,
  onPassword,
}: {
  selfId: number | undefined;
  canStatus: boolean;
  canPassword: boolean;
  busy: Record<number, boolean>;
  onToggle: (user: AdminUser, on: boolean) => void;
  onPassword: (user: AdminUser) => void;
}): TableColumnsType<AdminUser> {
  const { t } = useTranslation();
  const parts = useUserColumnParts({
    ns: "adminAccess",
    selfId,
    phoneFrom: "xxl",
    canStatus,
    busy,
    onToggle,
    statusTestId: "user-status",
  });
  return [
    parts.name,
    parts.email,
    parts.phone,
    {
      dataIndex: "roles",
      key: "roles",
      title: t("adminAccess.users.roles"),
      responsive: ["sm"],
      render: (_, u) => (
        <Space size={[4, 4]} wrap>
          <TypeTag type={u.user_type} />
          {u.roles.map((r) => (
            <Tag key={r.id}>{r.name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      dataIndex: "last_login_at",
      key: "last_login_at",
      title: t("adminAccess.users.lastLogin"),
      responsive: ["xl"],
      sorter: true,
      render: (v: string | null) => (v ? <bdi dir="ltr">{formatDateTime(v)}</bdi> : t("adminAccess.common.never")),
    },
    parts.status,
    {
      key: "actions",
      title: t("adminAccess.common.actions"),
      render: (_, u) => (
        <Space size={4}>
          <ShowButton
            hideText
            size="small"
            recordItemId={u.id}
            aria-label={t("adminAccess.common.viewNamed", { name: u.name })}
          />
          <EditButton
            hideText
            size="small"
            recordItemId={u.id}
            aria-label={t("adminAccess.common.editNamed", { name: u.name })}
          />
          {canPassword ? (
            <Tooltip title={t("adminAccess.users.changePassword")}>
              <Button
                size="small"
                icon={<KeyOutlined />}
                aria-label={`${t("adminAccess.users.changePassword")}: ${u.name}`}
                onClick={() => onPassword(u)}
              />
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
  ];
}
