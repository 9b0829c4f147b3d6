import { lazyPart } from "./lazy-part";

/**
 * refine's List, Create, Edit and Show draw antd's Breadcrumb unless given `breadcrumb={false}` (our lists are). Builds
 * hand refine's Breadcrumb this module instead of antd's (vite.config.ts, `refineAntdSplit`): a page that shows a
 * trail loads its code when first drawn.
 */
export default lazyPart(() => import("antd/es/breadcrumb/index.js"));
