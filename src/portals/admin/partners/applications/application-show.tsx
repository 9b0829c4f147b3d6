import "../../../../i18n/modules/admin-partners";
import { EyeOutlined, FileOutlined } from "@ant-design/icons";
import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  List,
  Modal,
  Row,
  Space,
  Tabs,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { formatSize, ltr, useApplicationSections } from "../../../../features/partner-applications/application-details";
import {
  type ApplicationDocument,
  DOCUMENT_TYPES,
  type PartnerApplication,
} from "../../../../features/partner-applications/types";
import { showFieldErrors } from "../../../../lib/form-errors";
import { formatDateTime } from "../../../../lib/format";
import { AdminPage, ApplicationStatusTag, useHasPermission } from "../shared";
import { COMMENT_REQUIRED, DECISION_FROM, DECISIONS, type Decision } from "../types";
import { COUNTS_KEY } from "./application-list";

const DECISION_ENDPOINT: Record<Decision, string> = {
  "under-review": ENDPOINTS.adminApplicationUnderReview,
  "request-changes": ENDPOINTS.adminApplicationRequestChanges,
  approve: ENDPOINTS.adminApplicationApprove,
  reject: ENDPOINTS.adminApplicationReject,
};

/** The admin view also carries the applicant (docs/api-catalog.md PartnerApplication). */
type AdminApplication = PartnerApplication & {
  applicant?: { id: number; first_name: string; last_name: string; email: string; phone: string | null };
};

const isImage = (d: ApplicationDocument) => d.mime.startsWith("image/");

/** The documents with open and preview links (PDFs in a frame, photos as images). */
function Documents({ app }: { app: PartnerApplication }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<ApplicationDocument>();
  return (
    <>
      <List
        size="small"
        bordered
        dataSource={[...DOCUMENT_TYPES]}
        data-testid="application-documents"
        renderItem={(type) => {
          const doc = app.documents.find((d) => d.type === type);
          const required = app.required_documents.includes(type);
          return (
            <List.Item
              data-testid={`document-${type}`}
              actions={
                doc
                  ? [
                      <Button
                        key="preview"
                        size="small"
                        icon={<EyeOutlined />}
                        onClick={() => setPreview(doc)}
                        data-testid={`preview-${type}`}
                      >
                        {t("adminPartners.review.preview")}
                      </Button>,
                      <a key="open" href={doc.path} target="_blank" rel="noreferrer">
                        {t("adminPartners.review.open")}
                      </a>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                avatar={<FileOutlined />}
                title={
                  <Space wrap size={4}>
                    {t(`onboarding.documents.types.${type}`)}
                    <Tag color={required ? (doc ? "green" : "red") : "default"}>
                      {t(required ? "onboarding.documents.required" : "onboarding.documents.optional")}
                    </Tag>
                  </Space>
                }
                description={
                  doc ? (
                    <bdi>{`${doc.original_name} · ${formatSize(doc.size)}`}</bdi>
                  ) : (
                    t("onboarding.documents.notUploaded")
                  )
                }
              />
            </List.Item>
          );
        }}
      />
      <Modal
        open={Boolean(preview)}
        onCancel={() => setPreview(undefined)}
        footer={null}
        width={900}
        title={preview?.original_name}
        destroyOnHidden
      >
        {preview ? (
          isImage(preview) ? (
            <img src={preview.path} alt={preview.original_name} style={{ maxWidth: "100%" }} />
          ) : (
            <iframe
              src={preview.path}
              title={preview.original_name}
              style={{ width: "100%", height: "70vh", border: 0 }}
            />
          )
        ) : null}
      </Modal>
    </>
  );
}

/** The comment thread, oldest first: who wrote what, with each status change. */
function Thread({ app }: { app: AdminApplication }) {
  const { t } = useTranslation();
  const applicant = `${app.applicant?.first_name ?? ""} ${app.applicant?.last_name ?? ""}`.trim();
  if (!app.comments.length)
    return <Typography.Text type="secondary">{t("adminPartners.review.noComments")}</Typography.Text>;
  return (
    <Timeline
      data-testid="application-thread"
      items={app.comments.map((c) => ({
        key: c.id,
        color: c.author_role === "internal" ? "blue" : "gray",
        children: (
          <div>
            <Space wrap size={4}>
              {c.status ? <ApplicationStatusTag status={c.status} label={c.status_label} /> : null}
              <Typography.Text strong style={{ fontSize: 13 }}>
                {c.author_role === "internal"
                  ? (c.author_name ?? t("adminPartners.review.reviewer"))
                  : applicant || t("adminPartners.review.applicant")}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ltr(formatDateTime(c.created_at))}
              </Typography.Text>
            </Space>
            {c.comment ? (
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: "pre-wrap" }}>
                {c.comment}
              </Typography.Paragraph>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}

/** /admin/applications/show/:id: every onboarding tab, the thread, and the decisions (with comments). */
export default function ApplicationShowPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canDecide = useHasPermission("change-status-application");
  const { query } = useShow<AdminApplication>({ errorNotification: false });
  const app = query.data?.data;
  const [decision, setDecision] = useState<Decision>();
  const [form] = Form.useForm<{ comment?: string }>();
  const decide = useMutation({
    mutationFn: async ({ what, comment }: { what: Decision; comment?: string }) =>
      (
        await api.post<PartnerApplication>(fillId(DECISION_ENDPOINT[what], app?.id), {
          comment: comment?.trim() || undefined,
        })
      ).data,
    onSuccess: async (_data, { what }) => {
      message.success(t(`adminPartners.review.done.${what}`));
      setDecision(undefined);
      form.resetFields();
      await query.refetch();
      void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
    },
    onError: (error) => showFieldErrors(form, error),
  });

  const needsComment = decision ? COMMENT_REQUIRED.includes(decision) : false;

  return (
    <AdminPage>
      <Show
        isLoading={query.isLoading}
        breadcrumb={false}
        headerButtons={() => null}
        title={
          app ? (
            <Space wrap size={8}>
              <span data-testid="application-title">
                {app.legal_name ?? t("adminPartners.applications.unnamed", { id: app.id })}
              </span>
              <ApplicationStatusTag status={app.status} label={app.status_label} />
            </Space>
          ) : (
            t("adminPartners.review.title")
          )
        }
      >
        {app ? (
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
            {app.partner_id ? (
              <Alert
                type="success"
                showIcon
                data-testid="application-partner"
                message={t("adminPartners.review.partnerCreated")}
                action={
                  <Link to={`/admin/partners/show/${app.partner_id}`}>{t("adminPartners.review.openPartner")}</Link>
                }
              />
            ) : null}
            {canDecide ? (
              <Card size="small" title={t("adminPartners.review.decide")}>
                <Space wrap>
                  {DECISIONS.map((d) => (
                    <Button
                      key={d}
                      type={d === "approve" ? "primary" : "default"}
                      danger={d === "reject"}
                      disabled={!DECISION_FROM[d].includes(app.status)}
                      onClick={() => {
                        form.resetFields();
                        setDecision(d);
                      }}
                      data-testid={`action-${d}`}
                    >
                      {t(`adminPartners.review.actions.${d}`)}
                    </Button>
                  ))}
                </Space>
                {!DECISIONS.some((d) => DECISION_FROM[d].includes(app.status)) ? (
                  <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                    {t("adminPartners.review.noDecision")}
                  </Typography.Paragraph>
                ) : null}
              </Card>
            ) : null}
            <Row gutter={[24, 24]}>
              <Col xs={24} xl={15}>
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 1, md: 2, lg: 1, xl: 1, xxl: 2 }}
                  bordered
                  style={{ marginBottom: 16 }}
                >
                  <Descriptions.Item label={t("adminPartners.review.applicantName")}>
                    {app.applicant ? `${app.applicant.first_name} ${app.applicant.last_name}` : "—"}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminPartners.review.applicantEmail")}>
                    <bdi>{app.applicant?.email ?? "—"}</bdi>
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminPartners.review.applicantPhone")}>
                    <bdi dir="ltr">{app.applicant?.phone ?? "—"}</bdi>
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminPartners.applications.submitted")}>
                    {app.submitted_at ? ltr(formatDateTime(app.submitted_at)) : "—"}
                  </Descriptions.Item>
                </Descriptions>
                <Sections app={app} />
              </Col>
              <Col xs={24} xl={9}>
                <Card size="small" title={t("adminPartners.review.thread")}>
                  <Thread app={app} />
                </Card>
              </Col>
            </Row>
          </Space>
        ) : null}
      </Show>
      <Modal
        open={Boolean(decision)}
        title={decision ? t(`adminPartners.review.confirm.${decision}`) : ""}
        onCancel={() => setDecision(undefined)}
        okText={decision ? t(`adminPartners.review.actions.${decision}`) : ""}
        okButtonProps={
          { danger: decision === "reject", loading: decide.isPending, "data-testid": "decision-submit" } as never
        }
        cancelText={t("adminPartners.common.cancel")}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {decision ? t(`adminPartners.review.explain.${decision}`) : null}
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          name="application-decision"
          onFinish={(v) => decision && decide.mutate({ what: decision, comment: v.comment })}
        >
          <Form.Item
            name="comment"
            label={t(needsComment ? "adminPartners.review.commentRequired" : "adminPartners.review.commentOptional")}
            extra={t("adminPartners.review.commentVisible")}
            rules={[{ required: needsComment, whitespace: true, message: t("adminPartners.review.commentMissing") }]}
          >
            <Input.TextArea rows={4} maxLength={2000} showCount data-testid="decision-comment" />
          </Form.Item>
        </Form>
      </Modal>
    </AdminPage>
  );
}

/** The five onboarding steps as tabs (documents with preview), each marked when incomplete. */
function Sections({ app }: { app: PartnerApplication }) {
  const { t } = useTranslation();
  const sections = useApplicationSections(app);
  return (
    <Tabs
      data-testid="application-sections"
      items={sections.map((s) => ({
        key: s.key,
        label: (
          <span data-testid={`tab-${s.key}`}>
            {s.title}
            {app.steps[s.key] ? null : (
              <Tag color="warning" style={{ marginInlineStart: 6 }}>
                {t("adminPartners.review.incomplete")}
              </Tag>
            )}
          </span>
        ),
        children: s.key === "documents" ? <Documents app={app} /> : s.content,
      }))}
    />
  );
}
