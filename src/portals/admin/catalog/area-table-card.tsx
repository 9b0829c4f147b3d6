import { PlusOutlined } from "@ant-design/icons";
import { Button, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { RowActions } from "./row-actions";
import { SearchTableCard, type TableCardProps } from "./search-table-card";
import type { Area } from "./service-area-forms";

/** The areas of the chosen emirate: a click on a row (or its name) narrows the communities to it. */
export function AreaTableCard({
  list: areaList,
  areaId,
  chooseArea,
  canCreate,
  canEdit,
  canDelete,
  onAdd: add,
  onEdit,
  onDelete,
}: TableCardProps<Area> & {
  areaId: number | undefined;
  chooseArea: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <SearchTableCard
      title={t("adminCatalog.areas.areas")}
      extra={
        canCreate ? (
          <Button size="small" icon={<PlusOutlined />} onClick={add}>
            {t("adminCatalog.areas.addArea")}
          </Button>
        ) : null
      }
      searchProps={areaList.searchProps}
      searchLabel={t("adminCatalog.areas.searchAreas")}
    >
      <Table<Area>
        {...areaList.tableProps}
        rowKey="id"
        size="small"
        data-testid="area-table"
        scroll={{ x: "max-content" }}
        rowClassName={(a) => (a.id === areaId ? "ant-table-row-selected" : "")}
        onRow={(a) => ({
          onClick: () => chooseArea(a.id === areaId ? undefined : a.id),
          style: { cursor: "pointer" },
        })}
      >
        <Table.Column<Area>
          key="name"
          dataIndex="name"
          title={t("adminCatalog.areas.area")}
          render={(_, a) => (
            <Button
              type="link"
              style={{ padding: 0, height: "auto", whiteSpace: "normal", textAlign: "start" }}
              aria-label={t("adminCatalog.areas.showCommunities", { name: a.name })}
              onClick={(e) => {
                e.stopPropagation();
                chooseArea(a.id);
              }}
            >
              {a.name}
              {a.status === "active" ? null : (
                <Tag style={{ marginInlineStart: 6 }}>{t("adminCatalog.common.inactive")}</Tag>
              )}
            </Button>
          )}
        />
        <Table.Column<Area>
          key="community_count"
          dataIndex="community_count"
          title={t("adminCatalog.areas.communityCount")}
        />
        {canEdit || canDelete ? (
          <Table.Column<Area>
            key="actions"
            title={t("adminCatalog.common.actions")}
            render={(_, a) => (
              <RowActions
                name={a.name}
                canEdit={canEdit}
                onEdit={() => onEdit(a)}
                canDelete={canDelete && a.community_count === 0}
                onDelete={() => onDelete(a)}
                stopPropagation
              />
            )}
          />
        ) : null}
      </Table>
    </SearchTableCard>
  );
}
