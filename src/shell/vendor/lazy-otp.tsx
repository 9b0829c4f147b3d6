import { type ComponentProps, lazy, Suspense } from "react";

/** antd's Input.OTP, loaded when first drawn (builds: vite.config.ts, `importSwaps`; see ./lazy-textarea.tsx). */
const OTP = lazy(() => import("antd/es/input/OTP/index.js"));

export default function LazyOTP(props: ComponentProps<typeof OTP>) {
  return (
    <Suspense fallback={null}>
      <OTP {...props} />
    </Suspense>
  );
}
