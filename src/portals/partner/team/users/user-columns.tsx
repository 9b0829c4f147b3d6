import "../../../../i18n/modules/partner-team";
import { KeyOutlined } from "@ant-design/icons";
import { EditButton } from "@refinedev/antd";
import { Button, Grid, Space, Switch, type TableColumnsType, Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { AdminUser } from "../../../../features/access/types";
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
  const screens = Grid.useBreakpoint();
  const roleLabel = useRoleLabel();
  return [
    {
      dataIndex: "name",
      key: "name",
      title: t("partnerTeam.users.name"),
      sorter: true,
      render: (_, u) => (
        <span>
          <Typography.Text strong>{u.name}</Typography.Text>
          {u.id === selfId ? (
            <Tag style={{ marginInlineStart: 6 }} color="blue">
              {t("partnerTeam.users.self")}
            </Tag>
          ) : null}
          {screens.md ? null : (
            <>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <bdi>{u.email}</bdi>
              </Typography.Text>
            </>
          )}
        </span>
      ),
    },
    {
      dataIndex: "email",
      key: "email",
      title: t("partnerTeam.users.email"),
      responsive: ["md"],
      sorter: true,
      render: (v: string) => <bdi>{v}</bdi>,
    },
    {
      dataIndex: "phone",
      key: "phone",
      title: t("partnerTeam.users.phone"),
      responsive: ["lg"],
      render: (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : "—"),
    },
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
    {
      dataIndex: "status",
      key: "status",
      title: t("partnerTeam.users.status"),
      sorter: true,
      render: (_, u) => (
        <Tooltip title={u.id === selfId ? t("partnerTeam.users.selfLocked") : undefined}>
          <Switch
            checked={u.status === "active"}
            loading={busy[u.id]}
            disabled={!canStatus || u.id === selfId}
            aria-label={t("partnerTeam.users.statusToggle", { name: u.name })}
            data-testid={`team-user-status-${u.id}`}
            onChange={(on) => onToggle(u, on)}
          />
        </Tooltip>
      ),
    },
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
