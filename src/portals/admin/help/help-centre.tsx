import "../../../i18n/modules/admin-help";
import { PlusOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Alert, Button, Input, Select, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { formatDateTime } from "../../../lib/format";
import { articlePath, HELP_RESOURCE, type HelpArticle, useArticleModal } from "./help-article-form";
import { useHelpTopics } from "./use-help-topics";

/**
 * /admin/help: the staff guides (help/list), by topic (help/topics with counts) and searched in English or Arabic;
 * a title opens the article. Editors (update-help) add one here and see inactive ones too.
 */
export default function HelpCentre() {
  const { t, i18n } = useTranslation();
  const canCreate = useCan({ resource: HELP_RESOURCE, action: "create" }).data?.can ?? false;
  const navigate = useNavigate();
  const { topics, refetch } = useHelpTopics();
  const table = useTable<HelpArticle>({
    resource: HELP_RESOURCE,
    pagination: { pageSize: 20 },
    meta: { language: i18n.language, silent: true },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const create = useArticleModal("create", topics, (a) => {
    void refetch();
    navigate(articlePath(a.id));
  });
  const failed = table.tableQuery.isError;

  return (
    <List
      title={t("adminHelp.help.title")}
      breadcrumb={false}
      headerButtons={
        canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()} data-testid="help-create">
            {t("adminHelp.help.add")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t("adminHelp.help.subtitle")}</Typography.Paragraph>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <Input.Search
          {...filters.searchProps}
          aria-label={t("adminHelp.help.search")}
          placeholder={t("adminHelp.help.search")}
          style={{ flex: "1 1 240px", maxWidth: 420 }}
          data-testid="help-search"
        />
        <Select
          aria-label={t("adminHelp.help.topics")}
          value={String(filters.get("topic") ?? "")}
          onChange={(v) => filters.setFilter("topic", v)}
          options={[
            { value: "", label: t("adminHelp.help.allTopics") },
            ...topics.map((tp) => ({
              value: tp.key,
              label: t("adminHelp.help.topicCount", { name: tp.name, count: tp.count }),
            })),
          ]}
          style={{ flex: "1 1 200px", maxWidth: 320 }}
          data-testid="help-topic"
        />
      </div>
      {failed ? (
        <Alert type="error" showIcon message={t("adminHelp.help.loadFailed")} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<HelpArticle>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        locale={{ emptyText: t("adminHelp.help.empty") }}
        data-testid="help-table"
      >
        <Table.Column<HelpArticle>
          title={t("adminHelp.help.columns.title")}
          dataIndex="title"
          render={(title: string, a) => (
            <span>
              <Link to={articlePath(a.id)} style={{ fontWeight: 600 }}>
                {title}
              </Link>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {a.topic_name}
              </Typography.Text>
              {a.status === "inactive" ? (
                <Tag style={{ marginInlineStart: 8 }}>{t("adminHelp.common.statuses.inactive")}</Tag>
              ) : null}
            </span>
          )}
        />
        <Table.Column<HelpArticle>
          title={t("adminHelp.help.columns.updated")}
          dataIndex="updated_at"
          responsive={["sm"]}
          render={(v: string) => (
            <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(v)}
            </bdi>
          )}
        />
      </Table>
      {create.element}
    </List>
  );
}
