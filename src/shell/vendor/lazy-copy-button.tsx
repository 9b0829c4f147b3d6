import { lazyPart } from "./lazy-part";

/**
 * antd's Typography carries its copy button (with its tooltip texts and icons) for `copyable` text. Builds hand
 * Typography this module instead (vite.config.ts, `importSwaps`): the button's code loads when one is first drawn.
 */
export default lazyPart(() => import("antd/es/typography/Base/CopyBtn.js"));
