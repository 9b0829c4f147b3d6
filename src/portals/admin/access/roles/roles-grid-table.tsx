import "../../../../i18n/modules/admin-access";
import { DownOutlined, LeftOutlined, LockOutlined, RightOutlined } from "@ant-design/icons";
import { Checkbox, Space, Tag, Tooltip, Typography, theme } from "antd";
import { type CSSProperties, Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type filterGroups, useVerbLabel } from "../../../../features/access/permission-names";
import { TypeTag } from "../../../../features/access/tags";
import type { AdminRole, PermissionGroup } from "../../../../features/access/types";
import { isFixedRole } from "./grid-model";

/**
 * The grid itself: modules are collapsible row groups (`collapsed`), roles are columns. A box toggles one
 * permission of one role, a module's box asks `onModule` (which confirms first); read-only without `canManage`.
 */
export function RolesGridTable({
  columns,
  rows,
  groups,
  filter,
  collapsed,
  onCollapse,
  canManage,
  held,
  onToggle,
  onModule,
}: {
  columns: AdminRole[];
  rows: ReturnType<typeof filterGroups>;
  groups: PermissionGroup[];
  filter: string;
  collapsed: Set<string>;
  onCollapse: (module: string) => void;
  canManage: boolean;
  held: (role: AdminRole, name: string) => boolean;
  onToggle: (role: AdminRole, names: string[], on: boolean) => void;
  onModule: (role: AdminRole, group: PermissionGroup, on: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const rtl = i18n.dir() === "rtl";
  const vars = {
    "--kh-grid-bg": token.colorBgContainer,
    "--kh-grid-ink": token.colorText,
    // sticky cells need opaque backgrounds: tints are mixed with the opaque base text colour
    "--kh-grid-tint": token.colorTextBase,
    "--kh-grid-line": token.colorBorderSecondary,
    "--kh-grid-radius": `${token.borderRadiusLG}px`,
  } as CSSProperties;
  const verbLabel = useVerbLabel();

  return (
    <div className="kh-roles-grid-scroll" style={vars}>
      <table className="kh-roles-grid" aria-label={t("adminAccess.grid.title")}>
        <thead>
          <tr>
            <th scope="col" className="kh-roles-grid-corner">
              {t("adminAccess.grid.permission")}
            </th>
            {columns.map((r) => {
              const scoped = new Set(groups.filter((g) => g.scopes.includes(r.type)).flatMap((g) => g.permissions));
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
                    onClick={() => onCollapse(g.module)}
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
                          onChange={() => onModule(r, g, !all)}
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
                                onChange={(e) => onToggle(r, [p.name], e.target.checked)}
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
  );
}
