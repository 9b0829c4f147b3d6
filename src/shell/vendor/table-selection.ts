import type { Key } from "react";
import { useState } from "react";

/**
 * antd's Table imports its row-selection hook (`useSelection`: the checkbox column, with Checkbox, Radio, the
 * selection menu's Dropdown and rc-tree's check logic, about 12 KiB gzip) for every table, selectable or not. Builds
 * hand Table this module instead (vite.config.ts, `importSwaps`); the screens whose tables select rows import
 * `src/components/portal/selectable-rows.ts`, which provides antd's own hook here before they render. A table mounted
 * before that keeps the plain columns; a table given `rowSelection` without the hook stops with an error that says
 * which import is missing, rather than silently drawing no checkboxes. Dev and tests import antd as published.
 */
type UseSelection = (config: unknown, rowSelection?: object) => readonly [(columns: unknown[]) => unknown[], Set<Key>];

// the same values antd exports (Table.SELECTION_ALL etc.)
export const SELECTION_COLUMN = {};
export const SELECTION_ALL = "SELECT_ALL";
export const SELECTION_INVERT = "SELECT_INVERT";
export const SELECTION_NONE = "SELECT_NONE";

let provided: UseSelection | undefined;

/** Called once by src/components/portal/selectable-rows.ts with antd's hook. */
export function provideTableSelection(hook: UseSelection) {
  provided = hook;
}

const sameColumns = (columns: unknown[]) => columns;
const noKeys = new Set<Key>();
const plain: UseSelection = (_config, rowSelection) => {
  if (rowSelection)
    throw new Error('A table with rowSelection needs `import "src/components/portal/selectable-rows"` in its screen.');
  return [sameColumns, noKeys] as const;
};

export default function useSelection(config: unknown, rowSelection?: object) {
  // chosen once per table, so the hooks a table calls never change between its renders
  const [hook] = useState(() => provided ?? plain);
  return hook(config, rowSelection);
}
