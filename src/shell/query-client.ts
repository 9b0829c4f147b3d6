import { QueryClient } from "@tanstack/react-query";
import { env } from "../config/env";
import { persistQueryCache } from "./query-persist";

/**
 * The app's one QueryClient: the storefront reads through it directly, and refine (loaded with the portals and
 * the antd pages) is handed the same instance, so the cache is shared and survives moving between them.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

if (typeof window !== "undefined") persistQueryCache(queryClient, env.displayVersion);
