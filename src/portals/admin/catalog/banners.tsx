import "../../../i18n/modules/admin-catalog";
import { List } from "@refinedev/antd";
import {
  App,
  Col,
  DatePicker,
  Form,
  Grid,
  Image,
  Input,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { CatalogPage, FilterBar } from "../../../features/catalog/catalog-page";
import { toBody } from "../../../features/catalog/form-helpers";
import { ImageField } from "../../../features/catalog/image-field";
import { useAllowed } from "../../../features/catalog/use-allowed";
import { formatDateTime } from "../../../lib/format";
import { BilingualFields, FILE_ITEM } from "./bilingual-fields";
import { useCatalogCrud, useCatalogPost, useRefreshList } from "./catalog-data";
import { FilterSelect, SearchBox, useCatalogTable } from "./catalog-table";
import { FormModal } from "./form-modal";
import { CreateButton, RowActions } from "./row-actions";

export interface AdminBanner {
  id: number;
  title: string;
  title_en: string;
  title_ar: string;
  subtitle: string;
  subtitle_en: string;
  subtitle_ar: string;
  image: string;
  link: string | null;
  target: "customer" | "partner";
  sort_order: number;
  starts_at: string | null;
  ends_at: string | null;
  status: string;
  is_live: boolean;
}

interface BannerValues {
  title_en: string;
  title_ar: string;
  subtitle_en?: string;
  subtitle_ar?: string;
  link?: string;
  target: "customer" | "partner";
  starts_at?: Dayjs | null;
  ends_at?: Dayjs | null;
  sort_order?: number;
  active?: boolean;
}

/** Live now, scheduled (starts later), ended, or inactive. */
export function BannerState({ banner }: { banner: AdminBanner }) {
  const { t } = useTranslation();
  if (banner.is_live)
    return (
      <Tag color="green" data-testid={`banner-live-${banner.id}`}>
        {t("adminCatalog.banners.liveNow")}
      </Tag>
    );
  if (banner.status !== "active") return <Tag>{t("adminCatalog.common.inactive")}</Tag>;
  if (banner.starts_at && dayjs(banner.starts_at).isAfter(dayjs()))
    return <Tag color="blue">{t("adminCatalog.banners.scheduled")}</Tag>;
  return <Tag color="default">{t("adminCatalog.banners.ended")}</Tag>;
}

/** /admin/banners: banners with image preview, schedule and a "live now" badge; create and edit. */
export default function BannersPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const canCreate = useAllowed("create");
  const canEdit = useAllowed("edit");
  const canDelete = useAllowed("delete");
  const canStatus = useAllowed("status");
  const table = useCatalogTable<AdminBanner>();
  const { tableProps } = table;
  const crud = useCatalogCrud();
  const post = useCatalogPost();
  const refresh = useRefreshList();
  const [editing, setEditing] = useState<AdminBanner | "new" | null>(null);
  const [image, setImage] = useState<File>();
  const current = editing && editing !== "new" ? editing : null;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : "");

  const open = (b: AdminBanner | "new") => {
    setImage(undefined);
    setEditing(b);
  };

  const save = async (values: BannerValues) => {
    const body = {
      title_en: values.title_en,
      title_ar: values.title_ar,
      subtitle_en: values.subtitle_en ?? "",
      subtitle_ar: values.subtitle_ar ?? "",
      link: values.link ?? "",
      target: values.target,
      starts_at: values.starts_at ? values.starts_at.toISOString() : "",
      ends_at: values.ends_at ? values.ends_at.toISOString() : "",
      ...(values.sort_order !== undefined && values.sort_order !== null ? { sort_order: values.sort_order } : {}),
      status: values.active === false ? "inactive" : "active",
    };
    const payload = toBody(body, { image });
    if (current) await crud.update(current.id, payload);
    else await crud.create(payload);
    message.success(t(current ? "adminCatalog.banners.updated" : "adminCatalog.banners.created"));
  };

  return (
    <CatalogPage>
      <List
        title={t("adminCatalog.banners.title")}
        breadcrumb={false}
        headerButtons={
          <CreateButton allowed={canCreate} onClick={() => open("new")} testId="banner-create">
            {t("adminCatalog.banners.add")}
          </CreateButton>
        }
      >
        <Typography.Paragraph type="secondary">{t("adminCatalog.banners.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <SearchBox table={table} label={t("adminCatalog.banners.search")} />
          <FilterSelect
            table={table}
            field="target"
            label={t("adminCatalog.banners.target")}
            allLabel={t("adminCatalog.banners.allTargets")}
            options={[
              { value: "customer", label: t("adminCatalog.banners.targets.customer") },
              { value: "partner", label: t("adminCatalog.banners.targets.partner") },
            ]}
            width={190}
          />
          <FilterSelect
            table={table}
            field="live"
            label={t("adminCatalog.banners.liveFilter")}
            allLabel={t("adminCatalog.banners.liveFilter")}
            options={[
              { value: "1", label: t("adminCatalog.banners.liveOnly") },
              { value: "0", label: t("adminCatalog.banners.notLiveOnly") },
            ]}
            width={170}
          />
        </FilterBar>
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={screens.sm ? { x: "max-content" } : undefined}
          data-testid="banner-table"
        >
          <Table.Column<AdminBanner>
            key="title"
            dataIndex="title"
            title={t("adminCatalog.banners.titleEn")}
            sorter
            render={(_, b) => (
              <Space align="start">
                <Image
                  src={b.image}
                  alt=""
                  width={screens.sm ? 120 : 72}
                  height={screens.sm ? 50 : 30}
                  style={{ objectFit: "cover", borderRadius: 6 }}
                  preview={{ mask: t("adminCatalog.banners.preview") }}
                />
                <span>
                  <Typography.Text strong>{b.title}</Typography.Text>
                  {b.subtitle ? (
                    <>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {b.subtitle}
                      </Typography.Text>
                    </>
                  ) : null}
                  <br />
                  <BannerState banner={b} />
                </span>
              </Space>
            )}
          />
          <Table.Column<AdminBanner>
            key="target"
            dataIndex="target"
            title={t("adminCatalog.banners.target")}
            responsive={["md"]}
            render={(v: string) => t(`adminCatalog.banners.targets.${v}`)}
          />
          <Table.Column<AdminBanner>
            key="starts_at"
            dataIndex="starts_at"
            title={t("adminCatalog.banners.schedule")}
            sorter
            responsive={["sm"]}
            render={(_, b) =>
              !b.starts_at && !b.ends_at ? (
                t("adminCatalog.banners.always")
              ) : (
                <span style={{ fontSize: 12 }}>
                  {b.starts_at ? t("adminCatalog.banners.fromDate", { date: when(b.starts_at) }) : null}
                  {b.starts_at && b.ends_at ? <br /> : null}
                  {b.ends_at ? t("adminCatalog.banners.untilDate", { date: when(b.ends_at) }) : null}
                </span>
              )
            }
          />
          <Table.Column<AdminBanner>
            key="sort_order"
            dataIndex="sort_order"
            title={t("adminCatalog.common.sortOrder")}
            sorter
            responsive={["lg"]}
          />
          <Table.Column<AdminBanner>
            key="status"
            dataIndex="status"
            title={t("adminCatalog.common.active")}
            render={(_, b) => (
              <Switch
                size="small"
                checked={b.status === "active"}
                disabled={!canStatus}
                aria-label={t("adminCatalog.banners.activeToggle", { name: b.title })}
                onChange={async (on) => {
                  try {
                    await post(fillId(ENDPOINTS.adminBannerStatus, b.id), { status: on ? "active" : "inactive" });
                  } finally {
                    await refresh();
                  }
                }}
              />
            )}
          />
          {canEdit || canDelete ? (
            <Table.Column<AdminBanner>
              key="actions"
              title={t("adminCatalog.common.actions")}
              render={(_, b) => (
                <RowActions
                  name={b.title}
                  canEdit={canEdit}
                  onEdit={() => open(b)}
                  canDelete={canDelete}
                  onDelete={() => crud.remove(b.id)}
                />
              )}
            />
          ) : null}
        </Table>
      </List>
      <FormModal<BannerValues>
        open={editing !== null}
        title={t(current ? "adminCatalog.banners.editTitle" : "adminCatalog.banners.createTitle")}
        testId="banner-form"
        extraDirty={Boolean(image)}
        initialValues={
          current
            ? {
                title_en: current.title_en,
                title_ar: current.title_ar,
                subtitle_en: current.subtitle_en,
                subtitle_ar: current.subtitle_ar,
                link: current.link ?? "",
                target: current.target,
                starts_at: current.starts_at ? dayjs(current.starts_at) : null,
                ends_at: current.ends_at ? dayjs(current.ends_at) : null,
                sort_order: current.sort_order,
                active: current.status === "active",
              }
            : { target: "customer", active: true }
        }
        onClose={() => setEditing(null)}
        onSubmit={save}
      >
        <Row gutter={16}>
          <BilingualFields
            field="title"
            labelEn={t("adminCatalog.banners.titleEn")}
            labelAr={t("adminCatalog.banners.titleAr")}
            maxLength={150}
            lang
          />
          <BilingualFields
            field="subtitle"
            labelEn={t("adminCatalog.banners.subtitleEn")}
            labelAr={t("adminCatalog.banners.subtitleAr")}
            maxLength={250}
            required={false}
            lang
          />
          <Col xs={24} md={12}>
            <Form.Item name="link" label={t("adminCatalog.banners.link")} extra={t("adminCatalog.banners.linkHint")}>
              <Input maxLength={500} dir="ltr" placeholder="/categories" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="target" label={t("adminCatalog.banners.target")}>
              <Select
                options={[
                  { value: "customer", label: t("adminCatalog.banners.targets.customer") },
                  { value: "partner", label: t("adminCatalog.banners.targets.partner") },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="starts_at" label={t("adminCatalog.banners.startsAt")}>
              <DatePicker showTime={{ format: "HH:mm" }} format="DD-MM-YYYY HH:mm" style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="ends_at" label={t("adminCatalog.banners.endsAt")}>
              <DatePicker showTime={{ format: "HH:mm" }} format="DD-MM-YYYY HH:mm" style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="sort_order" label={t("adminCatalog.common.sortOrder")}>
              <Input type="number" min={0} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="active" label={t("adminCatalog.common.active")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="image" label={t("adminCatalog.common.image")} {...FILE_ITEM}>
              <ImageField
                current={current?.image}
                file={image}
                onChange={setImage}
                label={current?.title ?? "B"}
                testId="banner-image"
              />
            </Form.Item>
          </Col>
        </Row>
      </FormModal>
    </CatalogPage>
  );
}
