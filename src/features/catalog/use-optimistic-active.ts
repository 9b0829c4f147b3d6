import { useState } from "react";

/** Active flags toggled here but not yet confirmed by a refetch: shown at once, dropped again on failure. */
export function useOptimisticActive(refetch: () => Promise<unknown>) {
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const toggle = async (id: number, next: boolean, call: () => Promise<unknown>) => {
    setPending((p) => ({ ...p, [id]: next }));
    setBusy((b) => ({ ...b, [id]: true }));
    try {
      await call();
      await refetch();
    } catch {
      // rollback: the server said no (its message is already toasted)
    } finally {
      setPending(({ [id]: _, ...rest }) => rest);
      setBusy(({ [id]: _, ...rest }) => rest);
    }
  };
  const isOn = (id: number, server: number | boolean) => (id in pending ? pending[id] : Boolean(server));
  return { toggle, isOn, busy };
}
