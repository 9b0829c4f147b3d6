import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, setNotifier, setOnSignOut, watchNetwork } from "../api";
import { ENDPOINTS } from "../api/endpoints";
import { toast } from "../components/toast";
import { CONFIGURATIONS_QUERY_KEY, SETTINGS_QUERY_KEY } from "../features/settings/config-queries";
import { displayFormatsOfConfig } from "../features/settings/use-formatters";
import { setDisplayFormats } from "../lib/format";
import { type ConfigState, resetOnLogout, type Settings, useKhidmaStore } from "../state";
import { queryClient } from "./query-client";

interface ConfigurationsAnswer {
  configurations: ConfigState["configurations"];
  statuses: ConfigState["statuses"];
  master_setting: ConfigState["master_setting"];
}

// dates shown without a format named follow the saved formats (src/lib/format.ts), from the first paint on
const followDisplayFormats = (state: ReturnType<typeof useKhidmaStore.getState>) =>
  setDisplayFormats(displayFormatsOfConfig(state.config));
followDisplayFormats(useKhidmaStore.getState());
useKhidmaStore.subscribe((state, prev) => {
  if (state.config !== prev.config) followDisplayFormats(state);
});

/**
 * App-wide side effects, rendered once: toasts (our own, no antd on first paint), forced sign-out on a second 401, online/offline
 * toasts, configuration fetched once (and cached in the persisted store so a repeat visit paints at once),
 * settings fetched only when signed in with `read-settings`.
 */
export function SessionEffects() {
  useEffect(() => {
    setNotifier(toast);
    setOnSignOut(() => {
      resetOnLogout();
      queryClient.clear();
    });
    const unwatch = watchNetwork();
    // refine caches useCan/<CanAccess> answers: another role (switch, sign-in, sign-out) asks them again
    const unsubscribe = useKhidmaStore.subscribe((state, prev) => {
      if (state.session.permissions !== prev.session.permissions) {
        void queryClient.invalidateQueries({ queryKey: ["access"] });
      }
    });
    return () => {
      unwatch();
      unsubscribe();
      setOnSignOut(null);
    };
  }, []);

  const setConfig = useKhidmaStore((s) => s.setConfig);
  const config = useQuery({
    queryKey: CONFIGURATIONS_QUERY_KEY,
    queryFn: async () => (await api.get<ConfigurationsAnswer>(ENDPOINTS.configurations)).data,
    staleTime: 60 * 60 * 1000,
  });
  useEffect(() => {
    if (config.data) setConfig(config.data);
  }, [config.data, setConfig]);

  const signedIn = useKhidmaStore((s) => s.session.user !== null);
  const canReadSettings = useKhidmaStore((s) => s.session.permissions.includes("read-settings"));
  const setSettings = useKhidmaStore((s) => s.setSettings);
  const settings = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: async () => (await api.get<Settings>(ENDPOINTS.settings)).data,
    enabled: signedIn && canReadSettings,
    staleTime: 60 * 60 * 1000,
  });
  useEffect(() => {
    if (settings.data) setSettings(settings.data);
  }, [settings.data, setSettings]);

  return null;
}
