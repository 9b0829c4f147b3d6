import "../../i18n/modules/location";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Paginated } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { useApi } from "../../lib/use-api";
import { type CurrentLocation, useKhidmaStore } from "../../state";
import "./location-picker.css";

export interface Emirate {
  id: number;
  slug: string;
  name: string;
}

export interface Community {
  id: number;
  emirate_id: number;
  emirate_name?: string;
  slug: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

const listOf = <T,>(data: T[] | Paginated<T> | undefined): T[] =>
  Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];

/**
 * Where the customer is: an emirate and community (GET master/emirates, GET area/community/list) or the browser's
 * position. Saved into the store's `location.currentLocation` ({id, latitude, longitude, address, country: 'AE'}),
 * which the store persists. `onChange` fires after a save or clear.
 */
export function LocationPicker({ onChange }: { onChange?: (location: CurrentLocation) => void }) {
  const { t } = useTranslation();
  const ids = { emirate: useId(), community: useId(), panel: useId() };
  const current = useKhidmaStore((s) => s.location.currentLocation);
  const setCurrentLocation = useKhidmaStore((s) => s.setCurrentLocation);
  const [open, setOpen] = useState(false);
  const [emirateId, setEmirateId] = useState<string>("");
  const [communityId, setCommunityId] = useState<string>("");
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);

  const emirates = useApi<Emirate[] | Paginated<Emirate>>(open ? ENDPOINTS.storeEmirates : null);
  const communities = useApi<Community[] | Paginated<Community>>(
    open && emirateId ? ENDPOINTS.storeCommunities : null,
    {
      emirate_id: emirateId,
      limit: -1,
    },
  );
  const emirateList = listOf(emirates.data);
  const communityList = emirateId ? listOf(communities.data).filter((c) => String(c.emirate_id) === emirateId) : [];

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const save = (location: Partial<CurrentLocation>) => {
    setCurrentLocation({ error: null, country: "AE", ...location });
    onChange?.(useKhidmaStore.getState().location.currentLocation);
    setOpen(false);
  };

  const saveCommunity = () => {
    const community = communityList.find((c) => String(c.id) === communityId);
    const emirate = emirateList.find((e) => String(e.id) === emirateId);
    if (!community) return;
    save({
      id: community.id,
      latitude: community.latitude === null ? null : Number(community.latitude),
      longitude: community.longitude === null ? null : Number(community.longitude),
      address: [community.name, emirate?.name ?? community.emirate_name].filter(Boolean).join(", "),
    });
  };

  const useMyLocation = () => {
    setGeoError(null);
    if (!("geolocation" in navigator)) {
      setGeoError(t("location.unsupported"));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        save({
          id: null,
          latitude: Number(pos.coords.latitude.toFixed(6)),
          longitude: Number(pos.coords.longitude.toFixed(6)),
          address: t("location.myLocation"),
        });
      },
      () => {
        setLocating(false);
        setGeoError(t("location.denied"));
        setCurrentLocation({ error: "denied" });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const clear = () => {
    setCurrentLocation({ id: null, latitude: null, longitude: null, address: null, error: null, country: null });
    onChange?.(useKhidmaStore.getState().location.currentLocation);
    setEmirateId("");
    setCommunityId("");
    setOpen(false);
  };

  const hasLocation = Boolean(current.address || (current.latitude !== null && current.longitude !== null));

  return (
    <div className="kh-loc">
      <button
        type="button"
        className="kh-loc-toggle"
        aria-expanded={open}
        aria-controls={ids.panel}
        onClick={() => setOpen((o) => !o)}
        data-testid="location-toggle"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7m0 9.5A2.5 2.5 0 1 1 14.5 9a2.5 2.5 0 0 1-2.5 2.5"
          />
        </svg>
        <span className="kh-loc-text">
          <small>{t("location.label")}</small>
          <span>{hasLocation ? current.address || t("location.myLocation") : t("location.choose")}</span>
        </span>
        <span className="kh-loc-change">{t("location.change")}</span>
      </button>
      {open ? (
        <div className="kh-loc-panel" id={ids.panel}>
          <button type="button" className="kh-loc-gps" onClick={useMyLocation} disabled={locating}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 8a4 4 0 1 0 4 4 4 4 0 0 0-4-4m9 3h-2.1A7 7 0 0 0 13 5.1V3h-2v2.1A7 7 0 0 0 5.1 11H3v2h2.1a7 7 0 0 0 5.9 5.9V21h2v-2.1a7 7 0 0 0 5.9-5.9H21zm-9 6a5 5 0 1 1 5-5 5 5 0 0 1-5 5"
              />
            </svg>
            {locating ? t("location.locating") : t("location.useMyLocation")}
          </button>
          {geoError ? (
            <p className="kh-loc-error" role="alert">
              {geoError}
            </p>
          ) : null}
          <div className="kh-loc-or">
            <span>{t("common.or")}</span>
          </div>
          <label htmlFor={ids.emirate}>{t("location.emirate")}</label>
          <select
            id={ids.emirate}
            value={emirateId}
            onChange={(e) => {
              setEmirateId(e.target.value);
              setCommunityId("");
            }}
          >
            <option value="">{t("location.selectEmirate")}</option>
            {emirateList.map((e) => (
              <option key={e.id} value={String(e.id)}>
                {e.name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.community}>{t("location.community")}</label>
          <select
            id={ids.community}
            value={communityId}
            disabled={!emirateId || communities.isLoading}
            onChange={(e) => setCommunityId(e.target.value)}
          >
            <option value="">
              {communities.isLoading && emirateId ? t("location.loadingAreas") : t("location.selectCommunity")}
            </option>
            {communityList.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
          <div className="kh-loc-actions">
            <button type="button" className="kh-button" disabled={!communityId} onClick={saveCommunity}>
              {t("location.save")}
            </button>
            {hasLocation ? (
              <button type="button" className="kh-button kh-ghost" onClick={clear}>
                {t("location.clear")}
              </button>
            ) : (
              <button type="button" className="kh-button kh-ghost" onClick={() => setOpen(false)}>
                {t("location.close")}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

export default LocationPicker;
