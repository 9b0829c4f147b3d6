import { lazyPart } from "./lazy-part";

/** antd's Input.OTP, loaded when first drawn (builds: vite.config.ts, `importSwaps`; see ./lazy-textarea.tsx). */
export default lazyPart(() => import("antd/es/input/OTP/index.js"));
