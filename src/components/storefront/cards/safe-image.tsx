import { type ReactNode, useState } from "react";

/**
 * An <img> with width/height (no layout shift) that is lazy by default and shows `fallback` instead of a broken
 * image when the URL is empty or fails to load. `first`: the image a page's largest paint waits for (the home's first
 * banner): fetched before the other images.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  fallback = null,
  eager = false,
  first = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  fallback?: ReactNode;
  eager?: boolean;
  first?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
