import { type ComponentProps, lazy, Suspense } from "react";

/**
 * antd's Table imports its column filter dropdown (`antd/es/table/hooks/useFilter/FilterDropdown`) whatever the
 * columns: with it come Tree (rc-tree), Menu, Dropdown, Radio, Empty and the filter search, about 15 KiB gzip on
 * every page that shows a table. Builds hand `useFilter` this module instead (vite.config.ts): the same exports,
 * the dropdown loaded only when a column has filters (none of ours does today), its column title shown meanwhile.
 */
const Real = lazy(() => import("antd/es/table/hooks/useFilter/FilterDropdown.js"));

interface FilterNode {
  value?: unknown;
  children?: FilterNode[];
}

/** Every filter value of a (nested) filter list: antd's own, which `useFilter` needs before any dropdown opens. */
export function flattenKeys(filters?: FilterNode[]): unknown[] {
  let keys: unknown[] = [];
  for (const { value, children } of filters ?? []) {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  }
  return keys;
}

export default function FilterDropdown(props: ComponentProps<typeof Real>) {
  return (
    <Suspense fallback={props.children}>
      <Real {...props} />
    </Suspense>
  );
}
