import "../../../../i18n/modules/admin-access";
import "../../admin.css";
import "./roles-grid.css";
import { DownOutlined, LeftOutlined, LockOutlined, RightOutlined } from "@ant-design/icons";
import { type BaseRecord, useCustom, useInvalidate } from "@refinedev/core";
import {
  Alert,
  App,
  Button,
  Checkbox,
  Empty,
  Input,
  Segmented,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
  theme,
} from "antd";
import { type CSSProperties, Fragment, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api, isApiError } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { type LoginSession, useKhidmaStore } from "../../../../state";
import {
  type AdminRole,
  filterGroups,
  type PermissionGroup,
  ROLES_RESOURCE,
  TypeTag,
  USER_TYPES,
  type UserType,
  useHasPermission,
  useRoleOptions,
  useVerbLabel,
} from "../shared";

/** The built-in Admin role: it always holds every internal permission, so its column is read-only. */
export const isFixedRole = (r: Pick<AdminRole, "name" | "is_system" | "partner_id">) =>
  Boolean(r.is_system) && r.partner_id === null && r.name === "Admin";

/**
 * The role's full list after granting (`on`) or revoking `names`, in catalogue order: what
 * `POST manage-role-permissions` takes (it replaces the role's list).
 */
export const nextPermissions = (catalogue: string[], held: Iterable<string>, names: string[], on: boolean) => {
  const next = new Set(held);
  for (const n of names) {
    if (on) next.add(n);
    else next.delete(n);
  }
  return catalogue.filter((n) => next.has(n));
};

type TypeFilter = UserType | "all";
type Pending = Map<string, { on: boolean; job: number }>;
type Saved = Pick<AdminRole, "permissions" | "permission_count">;
/** What the server answered to this screen's saves, over the role list as read (`base`); a fresh read drops them. */
type SavedOver = { base: AdminRole[] | undefined; byRole: Map<number, Saved> };
const cellKey = (roleId: number, name: string) => `${roleId}:${name}`;
const TYPE_ORDER: Record<UserType, number> = { internal: 0, partner: 1, customer: 2 };

/**
 * /admin/roles?view=grid: every role's permissions side by side. Modules are collapsible row groups, roles are
 * columns; a box grants or revokes one permission of one role at once (shown at once, put back with an error toast
 * when the server refuses), a module's box grants or revokes all of it for that role after a confirmation. Without
 * `manage-role-permissions` the grid is read-only. Each role's changes are sent one after another (the endpoint
 * replaces the role's whole list, so two at a time could undo each other).
 */
export function RolesGrid() {
  const { t, i18n } = useTranslation();
  const verbLabel = useVerbLabel();
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const invalidate = useInvalidate();
  const canManage = useHasPermission("manage-role-permissions");
  const session = useKhidmaStore((s) => s.session);
  const setSession = useKhidmaStore((s) => s.setSession);
  const rtl = i18n.dir() === "rtl";

  const roleOptions = useRoleOptions({ withPermissions: true });
  const { query: groupsQuery } = useCustom<PermissionGroup[] & BaseRecord>({
    url: ENDPOINTS.adminPermissions,
    method: "get",
    // `language` only keys the cache: labels come back in the active language
    meta: { language: i18n.language },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const groups = {
    data: groupsQuery.data?.data as PermissionGroup[] | undefined,
    isLoading: groupsQuery.isLoading,
    isError: groupsQuery.isError,
    refetch: groupsQuery.refetch,
  };
  // saved lists are shown at once, without reading all roles again
  const [savedOver, setSavedOver] = useState<SavedOver>({ base: undefined, byRole: new Map() });
  const savedRef = useRef(savedOver);
  const baseRef = useRef(roleOptions.data);
  baseRef.current = roleOptions.data;
  const rolesData = useMemo(() => {
    const byRole = savedOver.base === roleOptions.data ? savedOver.byRole : undefined;
    if (!byRole?.size) return roleOptions.data;
    return roleOptions.data?.map((r) => {
      const saved = byRole.get(r.id);
      return saved ? { ...r, ...saved } : r;
    });
  }, [roleOptions.data, savedOver]);
  const roles = { ...roleOptions, data: rolesData };
  /** The role's list as last saved (or read). */
  const savedPermissions = (roleId: number) => {
    const over = savedRef.current.base === baseRef.current ? savedRef.current.byRole.get(roleId) : undefined;
    return over?.permissions ?? baseRef.current?.find((r) => r.id === roleId)?.permissions ?? [];
  };
  const rememberSaved = (roleId: number, saved: Saved) => {
    const base = baseRef.current;
    const byRole = new Map(savedRef.current.base === base ? savedRef.current.byRole : undefined);
    byRole.set(roleId, saved);
    savedRef.current = { base, byRole };
    setSavedOver(savedRef.current);
  };

  const [type, setType] = useState<TypeFilter>("all");
  const [filter, setFilter] = useState("");
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending>(new Map());
  const [inFlight, setInFlight] = useState(0);
  const jobs = useRef(0);
  const chains = useRef(new Map<number, Promise<void>>());

  const catalogue = useMemo(() => (groups.data ?? []).flatMap((g) => g.permissions.map((p) => p.name)), [groups.data]);
  const columns = useMemo(
    () =>
      [...(roles.data ?? [])]
        .filter((r) => type === "all" || r.type === type)
        .sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.id - b.id),
    [roles.data, type],
  );
  const heldBy = useMemo(
    () => new Map((roles.data ?? []).map((r) => [r.id, new Set(r.permissions ?? [])])),
    [roles.data],
  );
  const held = (r: AdminRole, name: string) => {
    const change = pending.get(cellKey(r.id, name));
    return change ? change.on : Boolean(heldBy.get(r.id)?.has(name));
  };

  const rows = filterGroups(
    (groups.data ?? []).filter((g) => type === "all" || g.scopes.includes(type)),
    filter,
  );

  /** Sends one change of one role after that role's earlier ones; the box shows the new state meanwhile. */
  const toggle = (role: AdminRole, names: string[], on: boolean) => {
    const changing = names.filter((n) => held(role, n) !== on);
    if (!changing.length) return;
    const job = ++jobs.current;
    setPending((prev) => {
      const next = new Map(prev);
      for (const n of changing) next.set(cellKey(role.id, n), { on, job });
      return next;
    });
    const settle = () =>
      setPending((prev) => {
        const next = new Map(prev);
        for (const n of changing) if (next.get(cellKey(role.id, n))?.job === job) next.delete(cellKey(role.id, n));
        return next;
      });
    const send = async () => {
      setInFlight((n) => n + 1);
      try {
        // the list as last saved (an earlier change of this role has been answered by now)
        const permissions = nextPermissions(catalogue, savedPermissions(role.id), changing, on);
        // silent: this grid shows its own message; refine's data provider cannot pass `silent` (one toast, not two)
        const res = await api.post<AdminRole>(
          ENDPOINTS.adminManageRolePermissions,
          { role_id: role.id, permissions },
          { silent: true },
        );
        rememberSaved(role.id, {
          permissions: res.data?.permissions ?? permissions,
          permission_count: res.data?.permission_count ?? permissions.length,
        });
        settle();
        // other screens (the role's own matrix, the list's counts) read it again when next shown
        void invalidate({ resource: ROLES_RESOURCE, id: role.id, invalidates: ["detail"] });
        const active = session.roles.find((r) => r.name === session.defaultRole);
        if (active && active.id === role.id) {
          const me = await api.get<LoginSession>(ENDPOINTS.me, undefined, { silent: true }).catch(() => null);
          if (me) setSession(me.data);
        }
      } catch (error) {
        settle();
        message.error(
          t("adminAccess.grid.failed", {
            role: role.name,
            reason: isApiError(error) ? error.message : t("adminAccess.grid.unknownError"),
          }),
        );
      } finally {
        setInFlight((n) => n - 1);
      }
    };
    const chain = (chains.current.get(role.id) ?? Promise.resolve()).then(send);
    chains.current.set(role.id, chain);
  };

  const confirmModule = (role: AdminRole, group: PermissionGroup, on: boolean) => {
    const names = group.permissions.map((p) => p.name);
    const count = names.filter((n) => held(role, n) !== on).length;
    if (!count) return;
    const vars = { module: group.label, role: role.name, count };
    modal.confirm({
      title: t(on ? "adminAccess.grid.grantAllTitle" : "adminAccess.grid.revokeAllTitle", vars),
      content: t(on ? "adminAccess.grid.grantAllBody" : "adminAccess.grid.revokeAllBody", vars),
      okText: t(on ? "adminAccess.grid.grantAll" : "adminAccess.grid.revokeAll"),
      okButtonProps: { danger: !on, "data-testid": "grid-module-confirm" } as never,
      cancelText: t("adminAccess.common.cancel"),
      onOk: () => toggle(role, names, on),
    });
  };

  const toggleCollapsed = (module: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(module)) next.delete(module);
      else next.add(module);
      return next;
    });

  const vars = {
    "--kh-grid-bg": token.colorBgContainer,
    "--kh-grid-ink": token.colorText,
    // sticky cells need opaque backgrounds: tints are mixed with the opaque base text colour
    "--kh-grid-tint": token.colorTextBase,
    "--kh-grid-line": token.colorBorderSecondary,
    "--kh-grid-radius": `${token.borderRadiusLG}px`,
  } as CSSProperties;

  if (roles.isError || groups.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t("adminAccess.grid.loadFailed")}
        action={
          <Button
            size="small"
            onClick={() => {
              void roles.refetch();
              void groups.refetch();
            }}
          >
            {t("adminAccess.grid.retry")}
          </Button>
        }
      />
    );

  return (
    <div data-testid="roles-grid">
      <Typography.Paragraph type="secondary">{t("adminAccess.grid.subtitle")}</Typography.Paragraph>
      <Alert
        type={canManage ? "info" : "warning"}
        showIcon
        message={canManage ? t("adminAccess.matrix.effect") : t("adminAccess.grid.readOnly")}
        style={{ marginBottom: 12 }}
        data-testid="grid-mode"
      />
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, marginBottom: 12 }}>
        <Input.Search
          allowClear
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t("adminAccess.matrix.filter")}
          aria-label={t("adminAccess.matrix.filter")}
          style={{ flex: "1 1 200px", maxWidth: 300 }}
        />
        <Segmented<TypeFilter>
          value={type}
          onChange={setType}
          aria-label={t("adminAccess.roles.type")}
          options={[
            { value: "all", label: t("adminAccess.grid.allTypes") },
            ...USER_TYPES.map((x) => ({ value: x, label: t(`adminAccess.types.${x}`) })),
          ]}
          style={{ maxWidth: "100%", overflowX: "auto" }}
        />
        <Space size={4} wrap>
          <Button size="small" onClick={() => setCollapsed(new Set())}>
            {t("adminAccess.grid.expandAll")}
          </Button>
          <Button size="small" onClick={() => setCollapsed(new Set(rows.map((g) => g.module)))}>
            {t("adminAccess.grid.collapseAll")}
          </Button>
        </Space>
        <Typography.Text type="secondary" aria-live="polite" data-testid="grid-saving" style={{ fontSize: 12 }}>
          {inFlight > 0 ? t("adminAccess.grid.saving") : ""}
        </Typography.Text>
      </div>

      {roles.isLoading || groups.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : rows.length === 0 || columns.length === 0 ? (
        <Empty description={t("adminAccess.matrix.noMatch")} />
      ) : (
        <div className="kh-roles-grid-scroll" style={vars}>
          <table className="kh-roles-grid" aria-label={t("adminAccess.grid.title")}>
            <thead>
              <tr>
                <th scope="col" className="kh-roles-grid-corner">
                  {t("adminAccess.grid.permission")}
                </th>
                {columns.map((r) => {
                  const scoped = new Set(
                    (groups.data ?? []).filter((g) => g.scopes.includes(r.type)).flatMap((g) => g.permissions),
                  );
                  const count = [...scoped].filter((p) => held(r, p.name)).length;
                  return (
                    <th scope="col" key={r.id} data-testid={`grid-role-${r.id}`}>
                      <div className="kh-roles-grid-role">
                        <Typography.Text strong>
                          {canManage ? (
                            <Tooltip title={t("adminAccess.grid.openRole", { name: r.name })}>
                              <Link to={`/admin/roles/${r.id}/permissions`}>{r.name}</Link>
                            </Tooltip>
                          ) : (
                            r.name
                          )}
                        </Typography.Text>
                        <Space size={2} wrap style={{ justifyContent: "center" }} className="kh-roles-grid-tags">
                          <TypeTag type={r.type} />
                          {isFixedRole(r) ? (
                            <Tooltip title={t("adminAccess.matrix.adminFixed")}>
                              <Tag icon={<LockOutlined />} aria-label={t("adminAccess.matrix.adminFixed")}>
                                {t("adminAccess.grid.fixed")}
                              </Tag>
                            </Tooltip>
                          ) : null}
                        </Space>
                        {r.partner_name ? (
                          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                            {r.partner_name}
                          </Typography.Text>
                        ) : null}
                        <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                          {t("adminAccess.matrix.moduleCount", { count, total: scoped.size })}
                        </Typography.Text>
                      </div>
                    </th>
                  );
                })}
              </tr>
            </thead>
            {rows.map((g) => {
              const open = !collapsed.has(g.module) || filter.trim() !== "";
              const names = g.permissions.map((p) => p.name);
              return (
                <tbody key={g.module} data-testid={`grid-module-${g.module}`}>
                  <tr className="kh-roles-grid-module">
                    <th scope="rowgroup">
                      <button
                        type="button"
                        className="kh-roles-grid-toggle"
                        aria-expanded={open}
                        onClick={() => toggleCollapsed(g.module)}
                        data-testid={`grid-toggle-${g.module}`}
                      >
                        {open ? <DownOutlined /> : rtl ? <LeftOutlined /> : <RightOutlined />}
                        <span>{g.label}</span>
                        <Typography.Text
                          type="secondary"
                          className="kh-roles-grid-count"
                          style={{ fontSize: 12, fontWeight: 400 }}
                        >
                          ({names.length})
                        </Typography.Text>
                      </button>
                    </th>
                    {columns.map((r) => {
                      if (!g.scopes.includes(r.type)) return <td key={r.id} className="kh-roles-grid-na" />;
                      const count = names.filter((n) => held(r, n)).length;
                      const all = count === names.length;
                      return (
                        <td key={r.id}>
                          <Tooltip
                            title={
                              canManage && !isFixedRole(r)
                                ? t(all ? "adminAccess.grid.revokeAll" : "adminAccess.grid.grantAll")
                                : undefined
                            }
                          >
                            <Checkbox
                              checked={all}
                              indeterminate={count > 0 && !all}
                              disabled={!canManage || isFixedRole(r)}
                              onChange={() => confirmModule(r, g, !all)}
                              aria-label={t("adminAccess.grid.moduleCell", { module: g.label, role: r.name })}
                            />
                          </Tooltip>
                        </td>
                      );
                    })}
                  </tr>
                  {open
                    ? g.shown.map((p) => (
                        <tr key={p.name}>
                          <th scope="row">
                            <span className="kh-roles-grid-verb">{verbLabel(p.name)}</span>
                            <Typography.Text code dir="ltr" style={{ fontSize: 11 }}>
                              {p.name}
                            </Typography.Text>
                          </th>
                          {columns.map((r) => (
                            <Fragment key={r.id}>
                              {g.scopes.includes(r.type) ? (
                                <td>
                                  <Checkbox
                                    checked={held(r, p.name)}
                                    disabled={!canManage || isFixedRole(r)}
                                    onChange={(e) => toggle(r, [p.name], e.target.checked)}
                                    aria-label={t("adminAccess.grid.cell", { role: r.name, permission: p.name })}
                                  />
                                </td>
                              ) : (
                                <td className="kh-roles-grid-na">
                                  <span aria-hidden>—</span>
                                  <span className="kh-sr-only">
                                    {t("adminAccess.grid.notForType", { type: t(`adminAccess.types.${r.type}`) })}
                                  </span>
                                </td>
                              )}
                            </Fragment>
                          ))}
                        </tr>
                      ))
                    : null}
                </tbody>
              );
            })}
          </table>
        </div>
      )}
    </div>
  );
}
