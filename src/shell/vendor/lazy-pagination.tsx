import { lazyPart } from "./lazy-part";

/**
 * antd's List imports Pagination for lists that page; the dashboards' lists do not. Builds hand List this module
 * instead (vite.config.ts, `importSwaps`): Pagination loads when a list first draws one. Tables import antd's
 * Pagination as published.
 */
export default lazyPart(() => import("antd/es/pagination/index.js"));
