import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import "../../../../i18n/modules/addresses";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api, type Paginated } from "../../../../api";
import { AddressForm } from "../../../../components/storefront/address-form";
import { PRESET_LABELS, type UserAddress } from "../../../../components/storefront/address-model";
import { useApi } from "../../../../lib/use-api";
import "./addresses.css";

function AddressCard({
  address,
  onEdit,
  onChanged,
}: {
  address: UserAddress;
  onEdit: () => void;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const preset = (PRESET_LABELS as readonly string[]).includes(address.label);
  const label = preset ? t(`addresses.labels.${address.label}`) : address.label;

  const run = async (call: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await call();
      onChanged(message);
    } catch {
      // the API layer has already shown the toast
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li className="kh-addr-card" data-testid="address-card" aria-label={label}>
      <div className="kh-addr-card-head">
        <h3>{label}</h3>
        {address.is_default === 1 ? (
          <span className="kh-addr-badge" data-testid="address-default">
            {t("addresses.default")}
          </span>
        ) : null}
      </div>
      <p className="kh-addr-line">
        {address.building}, {t("addresses.unit", { number: address.apartment_or_villa_number })}
        {address.street ? `, ${address.street}` : ""}
      </p>
      <p className="kh-addr-line">
        {address.community_name}, {address.emirate_name}
      </p>
      <p className="kh-addr-muted">
        {address.property_type_name} · {address.property_size_name}
      </p>
      {confirming ? (
        <div className="kh-addr-confirm">
          <span>{t("addresses.confirmDelete")}</span>
          <button
            type="button"
            className="kh-button kh-danger"
            disabled={busy}
            onClick={() => run(() => api.delete(fillId(ENDPOINTS.addressDelete, address.id)), t("addresses.deleted"))}
          >
            {t("addresses.confirmYes")}
          </button>
          <button type="button" className="kh-button kh-ghost" onClick={() => setConfirming(false)}>
            {t("addresses.cancel")}
          </button>
        </div>
      ) : (
        <div className="kh-addr-card-actions">
          <button type="button" className="kh-addr-link" onClick={onEdit}>
            {t("addresses.edit")}
          </button>
          {address.is_default !== 1 ? (
            <button
              type="button"
              className="kh-addr-link"
              disabled={busy}
              onClick={() =>
                run(() => api.post(fillId(ENDPOINTS.addressDefault, address.id)), t("addresses.defaultChanged"))
              }
            >
              {t("addresses.makeDefault")}
            </button>
          ) : null}
          <button type="button" className="kh-addr-link kh-addr-danger" onClick={() => setConfirming(true)}>
            {t("addresses.delete")}
          </button>
        </div>
      )}
    </li>
  );
}

/** /profile/addresses: the customer's saved addresses (plain HTML + CSS, no antd). */
export default function AddressesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useApi<Paginated<UserAddress>>(ENDPOINTS.addressList, { limit: -1 }, { staleTime: 0 });
  const [editing, setEditing] = useState<UserAddress | "new" | null>(null);
  const [status, setStatus] = useState<string>("");
  const addresses = list.data?.data ?? [];

  const refresh = async (message: string) => {
    setStatus(message);
    await queryClient.invalidateQueries({ queryKey: ["v2", ENDPOINTS.addressList] });
  };

  return (
    <main className="kh-section kh-addr">
      <div className="kh-container kh-addr-inner">
        <Link to="/profile" className="kh-addr-back">
          {t("addresses.back")}
        </Link>
        <div className="kh-addr-head">
          <div>
            <h1>{t("addresses.title")}</h1>
            <p className="kh-addr-muted">{t("addresses.subtitle")}</p>
          </div>
          {editing === null ? (
            <button
              type="button"
              className="kh-button"
              onClick={() => {
                setStatus("");
                setEditing("new");
              }}
            >
              {t("addresses.add")}
            </button>
          ) : null}
        </div>
        <p className="kh-addr-status" role="status">
          {status}
        </p>

        {editing !== null ? (
          <AddressForm
            key={editing === "new" ? "new" : editing.id}
            address={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={async (message) => {
              setEditing(null);
              await refresh(message);
            }}
          />
        ) : null}

        {list.isLoading ? (
          <p className="kh-addr-muted">{t("addresses.loading")}</p>
        ) : list.isError ? (
          <div className="kh-addr-empty" role="alert">
            <p>{t("addresses.error")}</p>
            <button type="button" className="kh-button kh-ghost" onClick={() => void list.refetch()}>
              {t("addresses.retry")}
            </button>
          </div>
        ) : addresses.length === 0 ? (
          editing === null ? (
            <p className="kh-addr-empty">{t("addresses.empty")}</p>
          ) : null
        ) : (
          <ul className="kh-addr-list" aria-label={t("addresses.title")}>
            {addresses.map((a) => (
              <AddressCard
                key={a.id}
                address={a}
                onEdit={() => {
                  setStatus("");
                  setEditing(a);
                  window.scrollTo({ top: 0, behavior: "smooth" });
                }}
                onChanged={refresh}
              />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
