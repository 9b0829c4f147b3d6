import { type ComponentProps, lazy, Suspense } from "react";

/**
 * antd's List imports Pagination (and through its page-size changer, Select with rc-select and rc-virtual-list, about
 * 25 KiB gzip) for lists that page; the dashboards' lists do not. Builds hand List this module instead (vite.config.ts,
 * `importSwaps`): Pagination loads when a list first draws one. Tables import antd's Pagination as published.
 */
const Pagination = lazy(() => import("antd/es/pagination/index.js"));

export default function LazyPagination(props: ComponentProps<typeof Pagination>) {
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
}
