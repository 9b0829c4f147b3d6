import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type Settings, useKhidmaStore } from "../../state";
import { CONFIGURATIONS_QUERY_KEY, SETTINGS_QUERY_KEY } from "./config-queries";

/**
 * After settings were saved: stores the saved settings at once (`settings/update` answers the whole of them) and
 * has the shell read `get-configurations` and `GET settings` again, so the footer, the date formats and the fee
 * tiers every screen reads from the store follow without a reload.
 */
export function useRefreshConfiguration() {
  const client = useQueryClient();
  const setSettings = useKhidmaStore((s) => s.setSettings);
  const setConfig = useKhidmaStore((s) => s.setConfig);
  return useCallback(
    async (saved?: Settings) => {
      if (saved) {
        setSettings(saved);
        // get-configurations overlays these on its configurations and serves master_setting as saved
        const { configurations, master_setting } = useKhidmaStore.getState().config;
        const base = configurations && !Array.isArray(configurations) ? configurations : {};
        const overlay: Record<string, unknown> = Object.fromEntries(
          ["default_date_format", "default_time_format"].flatMap((k) => (saved[k] ? [[k, saved[k]]] : [])),
        );
        const vat = saved.pricing_and_taxes?.vat_percentage;
        if (typeof vat === "number") overlay.vat_percentage = vat;
        const includeVat = saved.pricing_and_taxes?.prices_include_vat;
        if (typeof includeVat === "boolean") overlay.prices_include_vat = includeVat;
        const master = saved.master_setting as Record<string, unknown> | undefined;
        setConfig({
          configurations: { ...base, ...overlay },
          master_setting: master ? { ...(master_setting ?? {}), ...master } : master_setting,
        });
      }
      await Promise.all([
        client.invalidateQueries({ queryKey: CONFIGURATIONS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
      ]);
    },
    [client, setSettings, setConfig],
  );
}
