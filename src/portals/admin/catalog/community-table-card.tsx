import { PlusOutlined } from "@ant-design/icons";
import { Button, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RowActions } from "./row-actions";
import { SearchTableCard, type TableCardProps } from "./search-table-card";
import type { Area, Community } from "./service-area-forms";

/** The communities of the chosen emirate, or of the chosen area, with their coordinates and partner counts. */
export function CommunityTableCard({
  list: communityList,
  areaId,
  selectedArea,
  chooseArea,
  canCreate,
  canEdit,
  canDelete,
  onAdd: add,
  onEdit,
  onDelete,
}: TableCardProps<Community> & {
  areaId: number | undefined;
  selectedArea: Area | undefined;
  chooseArea: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <SearchTableCard
      title={
        selectedArea
          ? t("adminCatalog.areas.selectedArea", { name: selectedArea.name })
          : t("adminCatalog.areas.communities")
      }
      extra={
        <Space wrap>
          {areaId !== undefined ? (
            <Button size="small" onClick={() => chooseArea(undefined)}>
              {t("adminCatalog.areas.allAreas")}
            </Button>
          ) : null}
          {canCreate ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={add}>
              {t("adminCatalog.areas.addCommunity")}
            </Button>
          ) : null}
        </Space>
      }
      searchProps={communityList.searchProps}
      searchLabel={t("adminCatalog.areas.searchCommunities")}
    >
      <Table<Community>
        {...communityList.tableProps}
        rowKey="id"
        size="small"
        data-testid="community-table"
        scroll={{ x: "max-content" }}
      >
        <Table.Column<Community>
          key="name"
          dataIndex="name"
          title={t("adminCatalog.areas.community")}
          sorter
          render={(_, c) => (
            <span>
              <Typography.Text strong>{c.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {c.area_name ?? t("adminCatalog.common.none")}
              </Typography.Text>
            </span>
          )}
        />
        <Table.Column<Community>
          key="coordinates"
          title={`${t("adminCatalog.areas.latitude")}, ${t("adminCatalog.areas.longitude")}`}
          responsive={["md"]}
          render={(_, c) => (
            <a
              href={`https://www.openstreetmap.org/?mlat=${c.latitude}&mlon=${c.longitude}#map=15/${c.latitude}/${c.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("adminCatalog.areas.map")}
              dir="ltr"
            >
              {c.latitude.toFixed(4)}, {c.longitude.toFixed(4)}
            </a>
          )}
        />
        <Table.Column<Community>
          key="partner_count"
          dataIndex="partner_count"
          title={t("adminCatalog.areas.partners")}
          sorter
        />
        {canEdit || canDelete ? (
          <Table.Column<Community>
            key="actions"
            title={t("adminCatalog.common.actions")}
            render={(_, c) => (
              <RowActions
                name={c.name}
                canEdit={canEdit}
                onEdit={() => onEdit(c)}
                canDelete={canDelete && c.partner_count === 0}
                onDelete={() => onDelete(c)}
              />
            )}
          />
        ) : null}
      </Table>
    </SearchTableCard>
  );
}
