import "../../i18n/modules/admin-access";
import { AppstoreOutlined, ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import {
  type BaseRecord,
  useCustom,
  useCustomMutation,
  useInvalidate,
  useOne,
  useWarnAboutChange,
} from "@refinedev/core";
import { Alert, App, Button, Card, Empty, Input, Select, Skeleton, Space, Tag, Typography, theme } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ENDPOINTS } from "../../api/endpoints";
import { AccessPage } from "./access-page";
import { PermissionMatrix } from "./permission-matrix";
import { filterGroups } from "./permission-names";
import { TypeTag } from "./tags";
import type { AdminRole, PermissionGroup } from "./types";
import { useRefreshOwnRole } from "./use-refresh-own-role";
import { useRoleOptions } from "./use-role-options";

export interface RolePermissionsProps {
  /** The roles resource (`admin-roles`, `partner-roles`): the role, the role switch and the invalidation. */
  rolesResource: string;
  /** The roles list's path (`/admin/roles`); the matrix of role N is `${basePath}/N/permissions`. */
  basePath: string;
  /** A role whose permissions cannot change (the matrix is read-only) and the note shown then. */
  isFixed: (role: AdminRole) => boolean;
  fixedNote: string;
  /** The link to every role side by side (`${basePath}?view=grid`), when the portal has that view. */
  compare?: boolean;
  /** A role's name as shown (default: its name). */
  labelOf?: (role: AdminRole) => string;
  /** A line under the subtitle (e.g. which permissions are offered). */
  note?: string;
  testId?: string;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * A role's permission matrix (`/admin/roles/:id/permissions`, `/partner/team-roles/:id/permissions`). Modules are
 * rows; each permission a checkbox; a module's own checkbox ticks all of it. Only the modules the role's type may
 * hold are offered (a partner role: the partner permission set). Save sends the role's full list
 * (`POST manage-role-permissions`).
 */
export function RolePermissionsScreen({
  rolesResource,
  basePath,
  isFixed,
  fixedNote,
  compare = false,
  labelOf = (r) => r.name,
  note,
  testId,
}: RolePermissionsProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { mutateAsync: manage } = useCustomMutation();
  const { setWarnWhen } = useWarnAboutChange();
  const params = useParams();
  const roleId = Number(params.id);
  const refreshOwnRole = useRefreshOwnRole();

  const { query: roleQuery, result: roleRecord } = useOne<AdminRole>({
    resource: rolesResource,
    id: roleId,
    // `language` only keys the cache: labels come back in the active language
    meta: { language: i18n.language },
    queryOptions: { enabled: Number.isInteger(roleId) && roleId > 0 },
    errorNotification: false,
  });
  const role = { data: roleRecord, isLoading: roleQuery.isLoading };
  const type = role.data?.type;
  const { query: groupsQuery } = useCustom<PermissionGroup[] & BaseRecord>({
    url: ENDPOINTS.adminPermissions,
    method: "get",
    config: { query: { type } },
    meta: { language: i18n.language },
    queryOptions: { enabled: Boolean(type), staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  // the server answers the modules of the role's type (a partner caller: the partner set only); kept to them here too
  const groups = {
    data: (groupsQuery.data?.data as PermissionGroup[] | undefined)?.filter((g) => !type || g.scopes.includes(type)),
    isLoading: groupsQuery.isLoading,
  };
  const roles = useRoleOptions(rolesResource);

  const baseline = useMemo(() => new Set(role.data?.permissions ?? []), [role.data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState("");
  const [saving, setSaving] = useState(false);
  useEffect(() => setSelected(new Set(baseline)), [baseline]);

  const fixed = role.data ? isFixed(role.data) : false;
  const dirty = Boolean(role.data) && !sameSet(selected, baseline);
  const changes =
    [...selected].filter((x) => !baseline.has(x)).length + [...baseline].filter((x) => !selected.has(x)).length;
  useEffect(() => setWarnWhen(dirty), [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const all = useMemo(() => (groups.data ?? []).flatMap((g) => g.permissions.map((p) => p.name)), [groups.data]);
  const visible = filterGroups(groups.data ?? [], filter);

  const toggle = (names: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const n of names) {
        if (on) next.add(n);
        else next.delete(n);
      }
      return next;
    });

  const save = async () => {
    if (!role.data) return;
    setSaving(true);
    try {
      // the full list, in catalogue order; names this role type may not hold are not offered, so not sent
      const permissions = all.filter((n) => selected.has(n));
      await manage({
        url: ENDPOINTS.adminManageRolePermissions,
        method: "post",
        values: { role_id: role.data.id, permissions },
        successNotification: false,
        errorNotification: false,
      });
      setWarnWhen(false);
      message.success(t("adminAccess.matrix.saved"));
      await invalidate({ resource: rolesResource, invalidates: ["resourceAll"] });
      // Our own active role changed: read the session again so menus and buttons follow at once.
      await refreshOwnRole(role.data.id);
    } catch {
      // the server's message is toasted
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccessPage testId={testId ?? "role-permissions"}>
      <Card
        title={
          <Space wrap>
            <Link to={basePath} aria-label={t("adminAccess.common.back")}>
              {i18n.dir() === "rtl" ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
            </Link>
            <span>{t("adminAccess.matrix.title", { name: role.data ? labelOf(role.data) : "…" })}</span>
            {role.data ? <TypeTag type={role.data.type} /> : null}
          </Space>
        }
        extra={
          <Space wrap>
            {compare ? (
              <Link to={`${basePath}?view=grid`} data-testid="matrix-compare">
                <AppstoreOutlined /> {t("adminAccess.grid.compare")}
              </Link>
            ) : null}
            <Select
              aria-label={t("adminAccess.matrix.role")}
              value={role.data ? roleId : undefined}
              style={{ minWidth: 180 }}
              showSearch
              optionFilterProp="label"
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: labelOf(r) }))}
              onChange={(id) => navigate(`${basePath}/${id}/permissions`)}
              data-testid="matrix-role"
              className="kh-hide-xs"
            />
          </Space>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t("adminAccess.matrix.subtitle")}
          {note ? ` ${note}` : null}
        </Typography.Paragraph>
        <Alert
          type={fixed ? "warning" : "info"}
          showIcon
          message={fixed ? fixedNote : t("adminAccess.matrix.effect")}
          style={{ marginBottom: 16 }}
          data-testid="matrix-effect"
        />
        <div
          style={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: 8,
            marginBottom: 16,
            position: "sticky",
            top: 0,
            zIndex: 2,
            background: token.colorBgContainer,
            paddingBlock: 8,
          }}
        >
          <Input.Search
            allowClear
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t("adminAccess.matrix.filter")}
            aria-label={t("adminAccess.matrix.filter")}
            style={{ flex: "1 1 200px", maxWidth: 320 }}
          />
          <Typography.Text type="secondary" data-testid="matrix-count">
            {t("adminAccess.matrix.count", { count: all.filter((n) => selected.has(n)).length, total: all.length })}
          </Typography.Text>
          {dirty ? <Tag color="orange">{t("adminAccess.matrix.unsavedCount", { count: changes })}</Tag> : null}
          <span style={{ flex: "1 1 auto" }} />
          <Button disabled={!dirty || saving} onClick={() => setSelected(new Set(baseline))}>
            {t("adminAccess.matrix.reset")}
          </Button>
          <Button type="primary" disabled={fixed || !dirty} loading={saving} onClick={save} data-testid="matrix-save">
            {t("adminAccess.matrix.save")}
          </Button>
        </div>
        {role.isLoading || groups.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : visible.length === 0 ? (
          <Empty description={t("adminAccess.matrix.noMatch")} />
        ) : (
          <PermissionMatrix groups={visible} selected={selected} fixed={fixed} onToggle={toggle} />
        )}
      </Card>
    </AccessPage>
  );
}
