import { lazyPart } from "./lazy-part";

/**
 * antd's Card, Drawer and Modal import Skeleton for their `loading` state. Builds hand them this module instead
 * (vite.config.ts, `importSwaps`): the skeleton's code loads when one is first drawn loading. Statistic keeps antd's
 * own (it draws its value inside the Skeleton).
 */
export default lazyPart(() => import("antd/es/skeleton/index.js"));
