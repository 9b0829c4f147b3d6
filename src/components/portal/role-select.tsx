import { Select, type SelectProps } from "antd";

/**
 * The header's active-role switch, shown only to a user with two roles or more: its own chunk (portal-header.tsx
 * loads it lazily), so the Select's code is not in every portal page's first load for the many users with one role.
 */
export default function RoleSelect(props: Pick<SelectProps<string>, "aria-label" | "value" | "onChange" | "options">) {
  return <Select {...props} style={{ minWidth: 140 }} />;
}
