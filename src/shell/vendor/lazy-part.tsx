import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";

/**
 * A part of an antd component that builds load when it is first drawn (vite.config.ts, `importSwaps`, hands antd
 * the modules of this folder made with it): nothing is drawn until the part's code has arrived. Refs reach the part
 * as before (React 19 passes `ref` as a prop).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props pass through unchanged
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const Part = lazy(load);
  return function LazyPart(props: ComponentProps<T>) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
