import { lazyPart } from "./lazy-part";

/**
 * antd's Card imports Tabs for its `tabList` (tabs in the card's head), which none of our cards uses: rc-tabs, with
 * its dropdown of overflowing tabs, came with every card (about 10 KiB gzip on the dashboards). Builds hand Card this
 * module instead (vite.config.ts, `importSwaps`): Tabs is loaded when a card has tabs. Screens that show Tabs
 * themselves import antd's as usual.
 */
export default lazyPart(() => import("antd/es/tabs/index.js"));
