import "../../../i18n/modules/admin-catalog";
import { keys, useCustom, useInvalidate } from "@refinedev/core";
import { App, Col, Row, Select, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { CatalogPage } from "../../../features/catalog/catalog-page";
import { useAllowed } from "../../../features/catalog/use-allowed";
import { AreaTableCard } from "./area-table-card";
import { useCatalogCrud } from "./catalog-data";
import { CommunityTableCard } from "./community-table-card";
import {
  type Area,
  AreaFormModal,
  type AreaValues,
  type Community,
  CommunityFormModal,
  type CommunityValues,
  type Emirate,
  eq,
} from "./service-area-forms";

/** The cache name of the emirates (with their counts), for refine's invalidation. */
const EMIRATES = "admin-emirates";

export type { Area, Community } from "./service-area-forms";

/** /admin/service-areas: emirate -> area -> community as cascaded tables; areas and communities created and edited. */
export default function ServiceAreasPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const canCreate = useAllowed("create");
  const canEdit = useAllowed("edit");
  const canDelete = useAllowed("delete");
  // a plain GET (no paging), cached under a refine list key of its own so a write can invalidate it
  const { query: emirates } = useCustom<Emirate[]>({
    url: ENDPOINTS.adminEmirates,
    method: "get",
    meta: { lang: i18n.language },
    queryOptions: {
      queryKey: keys().data().resource(EMIRATES).action("list").params({ lang: i18n.language }).get(),
    },
    errorNotification: false,
  });
  const list = emirates.data?.data ?? [];
  const [emirateId, setEmirateId] = useState<number>();
  useEffect(() => {
    if (emirateId === undefined && list.length) setEmirateId(list.find((e) => e.slug === "dubai")?.id ?? list[0].id);
  }, [list, emirateId]);
  const [areaId, setAreaId] = useState<number>();

  const areas = useTable<Area>({
    resource: "admin-areas",
    syncWithLocation: false,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    filters: { permanent: [eq("emirate_id", emirateId)] },
    queryOptions: { enabled: emirateId !== undefined },
    errorNotification: false,
  });
  const communities = useTable<Community>({
    resource: "admin-communities",
    syncWithLocation: false,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    filters: { permanent: [eq("emirate_id", emirateId), eq("area_id", areaId)] },
    queryOptions: { enabled: emirateId !== undefined },
    errorNotification: false,
  });
  // the searches go back to page 1 by themselves; so does each table the emirate or the area narrows
  const areaList = useListFilters(areas);
  const communityList = useListFilters(communities);
  const chooseArea = (id: number | undefined) => {
    if (id === areaId) return;
    setAreaId(id);
    communities.setCurrentPage(1);
  };
  const chooseEmirate = (id: number) => {
    setEmirateId(id);
    setAreaId(undefined);
    areas.setCurrentPage(1);
    communities.setCurrentPage(1);
  };
  const selectedArea = areas.tableQuery.data?.data.find((a) => a.id === areaId);
  const [areaForm, setAreaForm] = useState<Area | "new" | null>(null);
  const [communityForm, setCommunityForm] = useState<Community | "new" | null>(null);
  const currentArea = areaForm && areaForm !== "new" ? areaForm : null;
  const currentCommunity = communityForm && communityForm !== "new" ? communityForm : null;
  const areaCrud = useCatalogCrud("admin-areas");
  const communityCrud = useCatalogCrud("admin-communities");
  const invalidate = useInvalidate();
  // an area or community changes the counts of the emirates and areas, and the names in the communities
  const refresh = async () => {
    await Promise.all(
      ["admin-areas", "admin-communities", EMIRATES].map((resource) => invalidate({ resource, invalidates: ["list"] })),
    );
  };

  const saveArea = async (v: AreaValues) => {
    const body = {
      emirate_id: v.emirate_id,
      name_en: v.name_en,
      name_ar: v.name_ar,
      sort_order: v.sort_order ?? undefined,
      status: v.active === false ? "inactive" : "active",
    };
    if (currentArea) await areaCrud.update(currentArea.id, body);
    else await areaCrud.create(body);
    message.success(t("adminCatalog.common.saved"));
    await refresh();
  };
  const saveCommunity = async (v: CommunityValues) => {
    if (currentCommunity) await communityCrud.update(currentCommunity.id, v);
    else await communityCrud.create(v);
    message.success(t("adminCatalog.common.saved"));
    await refresh();
  };

  return (
    <CatalogPage>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t("adminCatalog.areas.title")}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("adminCatalog.areas.subtitle")}
        </Typography.Paragraph>
        <Space wrap>
          <Typography.Text strong>{t("adminCatalog.areas.emirate")}</Typography.Text>
          <Select
            aria-label={t("adminCatalog.areas.emirate")}
            placeholder={t("adminCatalog.areas.chooseEmirate")}
            loading={emirates.isLoading}
            value={emirateId}
            onChange={chooseEmirate}
            options={list.map((e) => ({ value: e.id, label: e.name }))}
            style={{ minWidth: 200 }}
            data-testid="emirate-select"
          />
          {emirateId !== undefined ? (
            <Typography.Text type="secondary">
              {(() => {
                const e = list.find((x) => x.id === emirateId);
                return e
                  ? t("adminCatalog.areas.areaCount", { areas: e.area_count, communities: e.community_count })
                  : null;
              })()}
            </Typography.Text>
          ) : null}
        </Space>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <AreaTableCard
              list={areaList}
              areaId={areaId}
              chooseArea={chooseArea}
              canCreate={canCreate}
              canEdit={canEdit}
              canDelete={canDelete}
              onAdd={() => setAreaForm("new")}
              onEdit={setAreaForm}
              onDelete={async (a) => {
                await areaCrud.remove(a.id);
                await refresh();
              }}
            />
          </Col>
          <Col xs={24} lg={14}>
            <CommunityTableCard
              list={communityList}
              areaId={areaId}
              selectedArea={selectedArea}
              chooseArea={chooseArea}
              canCreate={canCreate}
              canEdit={canEdit}
              canDelete={canDelete}
              onAdd={() => setCommunityForm("new")}
              onEdit={setCommunityForm}
              onDelete={async (c) => {
                await communityCrud.remove(c.id);
                await refresh();
              }}
            />
          </Col>
        </Row>
      </Space>
      <AreaFormModal
        editing={areaForm}
        emirates={list}
        emirateId={emirateId}
        onClose={() => setAreaForm(null)}
        onSubmit={saveArea}
      />
      <CommunityFormModal
        editing={communityForm}
        emirates={list}
        emirateId={emirateId}
        areaId={areaId}
        onClose={() => setCommunityForm(null)}
        onSubmit={saveCommunity}
      />
    </CatalogPage>
  );
}
