import "../../../i18n/modules/partner-reviews";
import { List, useSelect } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Button, Grid, Input, Select, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { useReplyDialog } from "./reply-dialog";
import { ReviewCell } from "./review-cell";
import { type RatingSummary, ReviewSummary } from "./review-summary";
import type { PartnerReview } from "./types";

const RESOURCE = "partner-reviews";

/**
 * /partner/reviews: the company's reviews (newest first) with its average, count and distribution; filters by
 * stars, service and replied or not, a search; a reply (written once, then editable) for whoever may.
 */
export default function PartnerReviewListPage() {
  const { t, i18n } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const { data: canReply } = useCan({ resource: RESOURCE, action: "reply" });
  const table = useTable<PartnerReview>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const { tableProps, get, setFilter, searchProps } = useListFilters(table);
  const summary = (table.tableQuery.data as { summary?: RatingSummary } | undefined)?.summary;
  const services = useSelect({
    resource: "partner-services",
    optionLabel: "name",
    optionValue: "id",
    pagination: { mode: "off" },
    meta: { query: { page: 1 }, language: i18n.language },
    errorNotification: false,
  });
  const reply = useReplyDialog();

  return (
    <List title={t("partnerReviews.title")} breadcrumb={false}>
      <Typography.Paragraph type="secondary">{t("partnerReviews.subtitle")}</Typography.Paragraph>
      <ReviewSummary summary={summary} />
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <Input.Search
          {...searchProps}
          placeholder={t("partnerReviews.filters.search")}
          aria-label={t("partnerReviews.filters.search")}
          style={{ flex: "1 1 220px", maxWidth: 360 }}
          data-testid="review-search"
        />
        <Select
          aria-label={t("partnerReviews.filters.stars")}
          value={String(get("rating") ?? "")}
          onChange={(v) => setFilter("rating", v)}
          options={[
            { value: "", label: t("partnerReviews.filters.allStars") },
            ...[5, 4, 3, 2, 1].map((n) => ({
              value: String(n),
              label: t("partnerReviews.filters.starsOption", { count: n }),
            })),
          ]}
          style={{ flex: "0 1 150px" }}
          data-testid="stars-filter"
        />
        <Select
          options={services.selectProps.options}
          loading={services.selectProps.loading}
          allowClear
          aria-label={t("partnerReviews.filters.service")}
          placeholder={t("partnerReviews.filters.allServices")}
          value={get("service_id") === undefined ? undefined : Number(get("service_id"))}
          onChange={(v) => setFilter("service_id", v)}
          style={{ flex: "1 1 180px", maxWidth: 260 }}
          data-testid="service-filter"
        />
        <Select
          aria-label={t("partnerReviews.filters.replied")}
          value={String(get("replied") ?? "")}
          onChange={(v) => setFilter("replied", v)}
          options={[
            { value: "", label: t("partnerReviews.filters.allReplies") },
            { value: "1", label: t("partnerReviews.filters.repliedYes") },
            { value: "0", label: t("partnerReviews.filters.repliedNo") },
          ]}
          style={{ flex: "0 1 170px" }}
          data-testid="replied-filter"
        />
      </div>
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={narrow ? undefined : { x: "max-content" }}
        locale={{ emptyText: t("partnerReviews.table.empty") }}
        data-testid="partner-review-table"
      >
        <Table.Column<PartnerReview>
          key="review"
          title={t("partnerReviews.table.review")}
          render={(_, r) => (
            <>
              <ReviewCell review={r} narrow={narrow} />
              {narrow && canReply?.can ? (
                <Button
                  size="small"
                  style={{ marginTop: 8 }}
                  onClick={() => reply.open(r)}
                  data-testid={`reply-${r.id}`}
                >
                  {t(r.partner_reply ? "partnerReviews.reply.edit" : "partnerReviews.reply.reply")}
                </Button>
              ) : null}
            </>
          )}
        />
        <Table.Column<PartnerReview>
          key="service"
          title={t("partnerReviews.table.service")}
          responsive={["md"]}
          render={(_, r) => r.services.map((s) => s.name).join(", ") || "—"}
        />
        <Table.Column<PartnerReview>
          dataIndex="rating"
          key="rating"
          title={t("partnerReviews.table.rating")}
          responsive={["md"]}
          sorter
        />
        {canReply?.can && !narrow ? (
          <Table.Column<PartnerReview>
            key="actions"
            title={t("partnerReviews.table.actions")}
            render={(_, r) => (
              <Button
                size="small"
                onClick={() => reply.open(r)}
                aria-label={t(r.partner_reply ? "partnerReviews.reply.editReplyTo" : "partnerReviews.reply.replyTo", {
                  name: r.customer_name,
                })}
                data-testid={`reply-${r.id}`}
              >
                {t(r.partner_reply ? "partnerReviews.reply.edit" : "partnerReviews.reply.reply")}
              </Button>
            )}
          />
        ) : null}
      </Table>
      {reply.element}
    </List>
  );
}
