import { lazyPart } from "./lazy-part";

/**
 * antd's Avatar carries Avatar.Group, and with it Popover (the "+N" overflow). Builds hand Avatar this module instead
 * (vite.config.ts, `importSwaps`): a group's code loads when one is first drawn.
 */
export default lazyPart(() => import("antd/es/avatar/AvatarGroup.js"));
