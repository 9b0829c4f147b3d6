import { lazy, type ReactNode, Suspense } from "react";
import { LoadingCard } from "../components/loading-card";

const RichScope = lazy(() => import("./rich-scope"));

/** Lazily mounts refine + antd (see rich-scope.tsx) around screens that use them. */
export function Scope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingCard />}>
      <RichScope>
        <Suspense fallback={<LoadingCard />}>{children}</Suspense>
      </RichScope>
    </Suspense>
  );
}
