import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { api, getNotifier, type Paginated } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { AuthLayout } from "../../../../components/auth/auth-layout";
import type { Category } from "../../../../components/storefront/cards";
import { readReturnUrl } from "../../../../config/guard";
import { useApi } from "../../../../lib/use-api";
import { useKhidmaStore } from "../../../../state";
import "./category-preference.css";

interface Preferences {
  category_ids: number[];
}

/**
 * The registration flow's last step (SPEC 2: /category-preference/): a new customer picks the kinds of service they
 * care about; the home page then puts those first. Skippable, and changeable later (the page keeps earlier picks).
 */
export default function CategoryPreferencePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const next = readReturnUrl(search.toString() ? `?${search}` : "") ?? "/";
  const signedIn = useKhidmaStore((s) => s.session.user !== null);
  const categories = useApi<Paginated<Category>>(ENDPOINTS.storeCategories, { limit: -1 });
  const saved = useApi<Preferences>(ENDPOINTS.categoryPreferences, {}, { enabled: signedIn, meta: { persist: false } });
  const [picked, setPicked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (saved.data) setPicked(saved.data.category_ids);
  }, [saved.data]);

  const toggle = (id: number) => setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const save = async () => {
    setSaving(true);
    try {
      const res = await api.post<Preferences>(ENDPOINTS.categoryPreferences, { category_ids: picked });
      getNotifier().success(res.message || t("preferences.saved"));
      await queryClient.invalidateQueries({ queryKey: ["v2", ENDPOINTS.categoryPreferences] });
      navigate(next, { replace: true });
    } catch {
      // the client already said what went wrong; the picks stay on screen
    } finally {
      setSaving(false);
    }
  };

  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <AuthLayout title={t("preferences.title")} subtitle={t("preferences.subtitle")}>
      {categories.isLoading ? (
        <p>{t("common.loading")}</p>
      ) : (
        <fieldset className="kh-pref-grid">
          <legend className="kh-visually-hidden">{t("preferences.title")}</legend>
          {(categories.data?.data ?? []).map((c) => {
            const on = picked.includes(c.id);
            return (
              <label key={c.id} className={`kh-pref-tile${on ? " is-on" : ""}`}>
                <input type="checkbox" checked={on} onChange={() => toggle(c.id)} />
                {c.icon ? <img src={c.icon} alt="" width={40} height={40} loading="lazy" /> : null}
                <span>{c.name}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      <p className="kh-pref-count" aria-live="polite">
        {t("preferences.count", { count: picked.length })}
      </p>
      <Button type="primary" block size="large" loading={saving} onClick={save} disabled={picked.length === 0}>
        {t("preferences.save")}
      </Button>
      <Button type="link" block onClick={() => navigate(next, { replace: true })}>
        {t("preferences.skip")}
      </Button>
    </AuthLayout>
  );
}
