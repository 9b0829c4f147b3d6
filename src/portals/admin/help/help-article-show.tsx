import "../../../i18n/modules/admin-help";
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { useCan, useCustomMutation, useInvalidate, useShow } from "@refinedev/core";
import { Alert, App, Button, Card, Popconfirm, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { LoadingCard } from "../../../components/loading-card";
import { Markdown } from "../../../components/storefront/help/markdown";
import { formatDateTime } from "../../../lib/format";
import { HELP_RESOURCE, type HelpArticle, useArticleModal } from "./help-article-form";
import { useHelpTopics } from "./use-help-topics";

/**
 * /admin/help/show/:id: one guide, its markdown in the interface language; editors edit or delete it (a plain Delete
 * button: the red outline fails contrast; the confirmation's button is the red one).
 */
export default function HelpArticleShow() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const canEdit = useCan({ resource: HELP_RESOURCE, action: "edit" }).data?.can ?? false;
  const canDelete = useCan({ resource: HELP_RESOURCE, action: "delete" }).data?.can ?? false;
  const { topics, refetch } = useHelpTopics();
  const { query } = useShow<HelpArticle>({
    resource: HELP_RESOURCE,
    meta: { language: i18n.language, silent: true },
    errorNotification: false,
  });
  const article = query.data?.data;
  const edit = useArticleModal("edit", topics, () => void refetch());
  const { mutateAsync: post, mutation } = useCustomMutation();

  const remove = async (id: number) => {
    try {
      await post({
        url: fillId(ENDPOINTS.helpDelete, id),
        method: "post",
        values: {},
        successNotification: false,
        errorNotification: false,
        meta: { silent: true },
      });
    } catch {
      message.error(t("adminHelp.common.refused"));
      return;
    }
    message.success(t("adminHelp.help.deleted"));
    await invalidate({ resource: HELP_RESOURCE, invalidates: ["list"] });
    void refetch();
    navigate("/admin/help");
  };

  const back = (
    <Link to="/admin/help">
      <ArrowLeftOutlined /> {t("adminHelp.help.back")}
    </Link>
  );
  if (query.isLoading) return <LoadingCard />;
  if (!article)
    return (
      <Space direction="vertical" style={{ width: "100%" }}>
        {back}
        <Alert type="error" showIcon message={t("adminHelp.help.loadFailed")} />
      </Space>
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {back}
      <Card data-testid="help-article">
        <Space wrap style={{ justifyContent: "space-between", width: "100%", marginBottom: 8 }}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {article.title}
          </Typography.Title>
          <Space wrap>
            {canEdit ? (
              <Button icon={<EditOutlined />} onClick={() => edit.show(article.id)} data-testid="help-edit">
                {t("adminHelp.help.edit")}
              </Button>
            ) : null}
            {canDelete ? (
              <Popconfirm
                title={t("adminHelp.help.deleteConfirm")}
                okText={t("adminHelp.common.yes")}
                cancelText={t("adminHelp.common.no")}
                okButtonProps={{ danger: true, loading: mutation.isPending }}
                onConfirm={() => remove(article.id)}
              >
                <Button icon={<DeleteOutlined />} data-testid="help-delete">
                  {t("adminHelp.help.delete")}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        </Space>
        <Space wrap size={8} style={{ marginBottom: 16 }}>
          <Tag color="blue">{article.topic_name}</Tag>
          {article.status === "inactive" ? <Tag>{t("adminHelp.common.statuses.inactive")}</Tag> : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("adminHelp.help.updated", { date: formatDateTime(article.updated_at) })}
          </Typography.Text>
        </Space>
        <div lang={i18n.language === "ar" ? "ar" : "en"} style={{ overflowWrap: "anywhere" }}>
          <Markdown source={article.body} />
        </div>
      </Card>
      {edit.element}
    </Space>
  );
}
