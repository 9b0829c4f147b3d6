import "../../../i18n/modules/partner-catalog";
import { useCustom, useCustomMutation, useDelete, useResourceParams } from "@refinedev/core";
import { App } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useCatalogBase } from "../catalog-page";
import { firstError } from "../errors";
import type { ManagedPackage } from "../types";

/**
 * The package page's header actions: the active switch (package/update/status), clone (GET package/clone/on-edit/
 * {id}, then its edit page) and delete (the current route's resource, admin-packages or partner-packages, with the
 * failure in a dialog instead of the global toast).
 */
export function usePackageActions(pkg: ManagedPackage | undefined, refetch: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const base = useCatalogBase();
  const { identifier } = useResourceParams();
  const [activeOverride, setActiveOverride] = useState<boolean>();
  const { mutate: post, mutation: toggle } = useCustomMutation();
  const setActive = (next: boolean) => {
    setActiveOverride(next);
    post(
      {
        url: ENDPOINTS.catalogPackageActive,
        method: "post",
        values: { package_id: pkg?.id, active: next ? 1 : 0 },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: async () => {
          await refetch();
          message.success(t(next ? "partnerCatalog.packages.activated" : "partnerCatalog.packages.deactivated"));
        },
        onSettled: () => setActiveOverride(undefined),
      },
    );
  };
  // GET package/clone/on-edit/{id} makes the copy: asked on a click only
  const { query: clone } = useCustom<ManagedPackage>({
    url: fillId(ENDPOINTS.catalogPackageClone, pkg?.id),
    method: "get",
    queryOptions: { enabled: false, gcTime: 0 },
    errorNotification: false,
  });
  const cloneIt = async () => {
    const { data } = await clone.refetch();
    if (!data?.data) return;
    message.success(t("partnerCatalog.packages.cloned"));
    navigate(`${base}/packages/edit/${data.data.id}`);
  };
  const { mutateAsync: remove, mutation: removing } = useDelete();
  const removeIt = () =>
    remove(
      {
        resource: identifier ?? "",
        id: pkg?.id ?? "",
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          message.success(t("partnerCatalog.packages.deleted"));
          navigate(`${base}/packages`);
        },
        onError: (error) =>
          modal.error({
            title: t("partnerCatalog.packages.deleteFailed"),
            content: firstError(error),
            okText: t("partnerCatalog.common.ok"),
          }),
      },
    ).catch(() => undefined);
  const confirmDelete = () =>
    modal.confirm({
      title: t("partnerCatalog.packages.deleteTitle", { name: pkg?.name }),
      content: t("partnerCatalog.packages.deleteBody"),
      okText: t("partnerCatalog.common.delete"),
      okButtonProps: { danger: true },
      cancelText: t("partnerCatalog.common.cancel"),
      onOk: removeIt,
    });

  return {
    active: activeOverride ?? Boolean(pkg?.active),
    setActive,
    toggling: toggle.isPending,
    clone: cloneIt,
    cloning: clone.isFetching,
    confirmDelete,
    deleting: removing.isPending,
  };
}
