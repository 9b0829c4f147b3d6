import "../../i18n/modules/admin-access";
import { Checkbox, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { type filterGroups, useVerbLabel } from "./permission-names";

/** The matrix: one row per module (its own box ticks all of it), one box per permission; `fixed`: all disabled. */
export function PermissionMatrix({
  groups: visible,
  selected,
  fixed,
  onToggle: toggle,
}: {
  groups: ReturnType<typeof filterGroups>;
  selected: Set<string>;
  fixed: boolean;
  onToggle: (names: string[], on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const verbLabel = useVerbLabel();
  return (
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
  );
}
