import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useKhidmaStore } from "../../../state";

// The wallet's dialogs (top-up, loyalty) load only when a screen opens one through the store's UI flags.
const WalletModals = lazy(() => import("../../../features/wallet/wallet-modals"));

// Several hosts may be mounted (the header's, and the wallet pages' own for the web view without header): the
// first one mounted renders the dialogs, so they never show twice.
let hosts: number[] = [];
let nextHost = 1;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setHosts = (next: number[]) => {
  hosts = next;
  for (const l of listeners) l();
};

/**
 * Hosts the top-up and loyalty dialogs for every storefront screen: any screen opens them with
 * `useKhidmaStore.getState().setTopUpOpen(true)` / `setLoyaltyOpen(true)` (SPEC 3's UI state).
 */
export function WalletModalsHost() {
  const [id] = useState(() => nextHost++);
  useEffect(() => {
    setHosts([...hosts, id]);
    return () => setHosts(hosts.filter((h) => h !== id));
  }, [id]);
  const primary = useSyncExternalStore(subscribe, () => hosts[0] === id);
  const open = useKhidmaStore((s) => Boolean(s.ui.topUpOpen || s.ui.loyaltyOpen));
  if (!open || !primary) return null;
  return (
    <Suspense fallback={null}>
      <WalletModals />
    </Suspense>
  );
}
