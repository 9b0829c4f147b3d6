import { lazyPart } from "./lazy-part";

/**
 * antd's Input (the search boxes of every list) carries Input.TextArea with it, and Typography carries it for
 * editable text: rc-textarea with its auto-size measuring came with every portal page. Builds hand antd's Input and
 * Typography this module instead (vite.config.ts, `importSwaps`): the text area's code loads when a form first draws
 * one. The ref (focus, blur, the resizable text area) reaches antd's component as before.
 */
export default lazyPart(() => import("antd/es/input/TextArea.js"));
