import "../../../../i18n/modules/admin-access";
import { AppstoreOutlined, ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import {
  type BaseRecord,
  useCustom,
  useCustomMutation,
  useInvalidate,
  useOne,
  useWarnAboutChange,
} from "@refinedev/core";
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Input,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
  theme,
} from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { api } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { type LoginSession, useKhidmaStore } from "../../../../state";
import {
  AccessPage,
  type AdminRole,
  filterGroups,
  type PermissionGroup,
  ROLES_RESOURCE,
  TypeTag,
  useRoleOptions,
  useVerbLabel,
} from "../shared";

const ADMIN_ROLE = "Admin";

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * /admin/roles/:id/permissions: the role's permission matrix. Modules are rows; each permission a checkbox; a
 * module's own checkbox ticks all of it. Save sends the role's full list (`POST manage-role-permissions`).
 */
export default function RolePermissionsPage() {
  const { t, i18n } = useTranslation();
  const verbLabel = useVerbLabel();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { mutateAsync: manage } = useCustomMutation();
  const { setWarnWhen } = useWarnAboutChange();
  const params = useParams();
  const roleId = Number(params.id);
  const session = useKhidmaStore((s) => s.session);
  const setSession = useKhidmaStore((s) => s.setSession);

  const { query: roleQuery, result: roleRecord } = useOne<AdminRole>({
    resource: ROLES_RESOURCE,
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
  const groups = { data: groupsQuery.data?.data as PermissionGroup[] | undefined, isLoading: groupsQuery.isLoading };
  const roles = useRoleOptions();

  const baseline = useMemo(() => new Set(role.data?.permissions ?? []), [role.data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState("");
  const [saving, setSaving] = useState(false);
  useEffect(() => setSelected(new Set(baseline)), [baseline]);

  const fixed = Boolean(role.data?.is_system) && role.data?.partner_id === null && role.data?.name === ADMIN_ROLE;
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
      await invalidate({ resource: ROLES_RESOURCE, invalidates: ["resourceAll"] });
      // Our own active role changed: read the session again so menus and buttons follow at once.
      const active = session.roles.find((r) => r.name === session.defaultRole);
      if (active && active.id === role.data.id) {
        // silent (no toast when it fails): refine's data provider cannot pass `silent`, so the API client directly
        const me = await api.get<LoginSession>(ENDPOINTS.me, undefined, { silent: true }).catch(() => null);
        if (me) setSession(me.data);
      }
    } catch {
      // the server's message is toasted
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccessPage testId="role-permissions">
      <Card
        title={
          <Space wrap>
            <Link to="/admin/roles" aria-label={t("adminAccess.common.back")}>
              {i18n.dir() === "rtl" ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
            </Link>
            <span>{t("adminAccess.matrix.title", { name: role.data?.name ?? "…" })}</span>
            {role.data ? <TypeTag type={role.data.type} /> : null}
          </Space>
        }
        extra={
          <Space wrap>
            <Link to="/admin/roles?view=grid" data-testid="matrix-compare">
              <AppstoreOutlined /> {t("adminAccess.grid.compare")}
            </Link>
            <Select
              aria-label={t("adminAccess.matrix.role")}
              value={role.data ? roleId : undefined}
              style={{ minWidth: 180 }}
              showSearch
              optionFilterProp="label"
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              onChange={(id) => navigate(`/admin/roles/${id}/permissions`)}
              data-testid="matrix-role"
              className="kh-hide-xs"
            />
          </Space>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t("adminAccess.matrix.subtitle")}
        </Typography.Paragraph>
        <Alert
          type={fixed ? "warning" : "info"}
          showIcon
          message={fixed ? t("adminAccess.matrix.adminFixed") : t("adminAccess.matrix.effect")}
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
          <ul
            style={{
              listStyle: "none",
              margin: 0,
              padding: 0,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
            }}
          >
            {visible.map((g, i) => {
              const names = g.permissions.map((p) => p.name);
              const held = names.filter((n) => selected.has(n)).length;
              return (
                <li
                  key={g.module}
                  data-testid={`matrix-module-${g.module}`}
                  style={{
                    display: "flex",
                    flexWrap: "wrap",
                    gap: 12,
                    padding: "12px 16px",
                    borderTop: i === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
                  }}
                >
                  <div style={{ flex: "0 0 220px", minWidth: 0 }}>
                    <Checkbox
                      checked={held === names.length}
                      indeterminate={held > 0 && held < names.length}
                      disabled={fixed}
                      onChange={(e) => toggle(names, e.target.checked)}
                      aria-label={t("adminAccess.matrix.selectModule", { module: g.label })}
                      data-testid={`module-${g.module}`}
                    >
                      <Typography.Text strong>{g.label}</Typography.Text>
                    </Checkbox>
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 24 }}>
                        {t("adminAccess.matrix.moduleCount", { count: held, total: names.length })}
                      </Typography.Text>
                    </div>
                  </div>
                  <div style={{ flex: "1 1 260px", display: "flex", flexWrap: "wrap", gap: "8px 16px" }}>
                    {g.shown.map((p) => (
                      <Checkbox
                        key={p.name}
                        checked={selected.has(p.name)}
                        disabled={fixed}
                        onChange={(e) => toggle([p.name], e.target.checked)}
                        data-testid={`perm-${p.name}`}
                        aria-label={p.name}
                      >
                        <span>{verbLabel(p.name)}</span>{" "}
                        <Typography.Text code style={{ fontSize: 12 }} dir="ltr">
                          {p.name}
                        </Typography.Text>
                      </Checkbox>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </AccessPage>
  );
}
