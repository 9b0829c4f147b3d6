import "../../../i18n/modules/discovery";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import { loginRedirectFor } from "../../../config/guard";
import { useKhidmaStore } from "../../../state";
import type { FavouriteType } from "./types";
import "./cards.css";

/**
 * Heart toggle for a service or partner: POST customer/favourite/add|remove {type, id}. Signed out, it sends the
 * visitor to /login?returnUrl=<this page>. The change shows at once and is undone if the call fails. Signed-in staff
 * (admin, partner) see no heart. With `onToggle` the button calls no API: the parent does (the favourites page removes
 * the card at once and offers an undo).
 */
export function FavouriteButton({
  type,
  id,
  initial = false,
  className = "",
  onChange,
  onToggle,
}: {
  type: FavouriteType;
  id: number;
  initial?: boolean;
  className?: string;
  onChange?: (isFavourite: boolean) => void;
  onToggle?: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  const signedIn = useKhidmaStore((s) => s.session.user !== null);
  // Staff (admin, partner) have no favourites: the heart is for customers and visitors.
  const staff = useKhidmaStore((s) => s.session.user !== null && s.session.userType !== "customer");
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [favourite, setFavourite] = useState(Boolean(initial));
  const [busy, setBusy] = useState(false);

  useEffect(() => setFavourite(Boolean(initial)), [initial]);

  const toggle = async () => {
    if (!signedIn) {
      navigate(loginRedirectFor("customer", location));
      return;
    }
    const next = !favourite;
    if (onToggle) {
      onToggle(next);
      return;
    }
    setFavourite(next);
    setBusy(true);
    try {
      const answer = await api.post<{ is_favourite?: boolean }>(
        next ? ENDPOINTS.favouriteAdd : ENDPOINTS.favouriteRemove,
        { type, id },
      );
      const value = typeof answer.data?.is_favourite === "boolean" ? answer.data.is_favourite : next;
      setFavourite(value);
      onChange?.(value);
      // Lists read later show the new state; what is on screen now is not refetched.
      void queryClient.invalidateQueries({ queryKey: ["v2"], refetchType: "none" });
    } catch {
      setFavourite(!next);
    } finally {
      setBusy(false);
    }
  };

  if (staff) return null;
  const label = favourite ? t("discovery.favourite.remove") : t("discovery.favourite.add");
  return (
    <button
      type="button"
      className={`kh-fav ${favourite ? "is-on" : ""} ${className}`.trim()}
      aria-pressed={favourite}
      aria-label={label}
      title={label}
      disabled={busy}
      data-testid={`favourite-${type}-${id}`}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.8 3.9 4.4 7.2C19.5 16.4 12 21 12 21Z"
          fill={favourite ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
