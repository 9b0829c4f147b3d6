import { Grid, Switch, type TableColumnsType, Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { AdminUser } from "./types";
import type { AccessStrings } from "./user-fields";

type Column = TableColumnsType<AdminUser>[number];

/**
 * The columns the admin's users table and the partner's team table share: the name (with "you" on one's own row
 * and, below md, the email under it), the email, the phone (from `phoneFrom` up) and the status switch (off without
 * `canStatus` and on one's own row; `<statusTestId>-<id>`).
 */
export function useUserColumnParts({
  ns,
  selfId,
  phoneFrom,
  canStatus,
  busy,
  onToggle,
  statusTestId,
}: {
  ns: AccessStrings;
  selfId: number | undefined;
  phoneFrom: "lg" | "xxl";
  canStatus: boolean;
  busy: Record<number, boolean>;
  onToggle: (user: AdminUser, on: boolean) => void;
  statusTestId: string;
}): { name: Column; email: Column; phone: Column; status: Column } {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return {
    name: {
      dataIndex: "name",
      key: "name",
      title: t(`${ns}.users.name`),
      sorter: true,
      render: (_, u) => (
        <span>
          <Typography.Text strong>{u.name}</Typography.Text>
          {u.id === selfId ? (
            <Tag style={{ marginInlineStart: 6 }} color="blue">
              {t(`${ns}.users.self`)}
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
    email: {
      dataIndex: "email",
      key: "email",
      title: t(`${ns}.users.email`),
      responsive: ["md"],
      sorter: true,
      render: (v: string) => <bdi>{v}</bdi>,
    },
    phone: {
      dataIndex: "phone",
      key: "phone",
      title: t(`${ns}.users.phone`),
      responsive: [phoneFrom],
      render: (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : "—"),
    },
    status: {
      dataIndex: "status",
      key: "status",
      title: t(`${ns}.users.status`),
      sorter: true,
      render: (_, u) => (
        <Tooltip title={u.id === selfId ? t(`${ns}.users.selfLocked`) : undefined}>
          <Switch
            checked={u.status === "active"}
            loading={busy[u.id]}
            disabled={!canStatus || u.id === selfId}
            aria-label={t(`${ns}.users.statusToggle`, { name: u.name })}
            data-testid={`${statusTestId}-${u.id}`}
            onChange={(on) => onToggle(u, on)}
          />
        </Tooltip>
      ),
    },
  };
}
