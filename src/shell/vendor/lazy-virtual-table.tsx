import { lazyPart } from "./lazy-part";

/**
 * antd's Table imports rc-table's virtual table (and with it rc-virtual-list) for tables given `virtual`, which none
 * of ours is. Builds hand Table this module instead (vite.config.ts, `importSwaps`): a virtual table loads its code
 * when first drawn.
 */
export default lazyPart(() => import("antd/es/table/RcTable/VirtualTable.js"));
