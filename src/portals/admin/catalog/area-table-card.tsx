import { PlusOutlined } from "@ant-design/icons";
import { Button, Card, Input, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { useListFilters } from "../../../components/portal/use-list-filters";
import { RowActions } from "./row-actions";
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
}: {
  list: Pick<ReturnType<typeof useListFilters<Area>>, "searchProps" | "tableProps">;
  areaId: number | undefined;
  chooseArea: (id: number | undefined) => void;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAdd: () => void;
  onEdit: (area: Area) => void;
  onDelete: (area: Area) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={t("adminCatalog.areas.areas")}
      extra={
        canCreate ? (
          <Button size="small" icon={<PlusOutlined />} onClick={add}>
            {t("adminCatalog.areas.addArea")}
          </Button>
        ) : null
      }
    >
      <Input.Search
        {...areaList.searchProps}
        placeholder={t("adminCatalog.areas.searchAreas")}
        aria-label={t("adminCatalog.areas.searchAreas")}
        style={{ marginBottom: 12 }}
      />
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
    </Card>
  );
}
