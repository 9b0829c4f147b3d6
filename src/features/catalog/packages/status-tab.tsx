import "../../../i18n/modules/partner-catalog";
import "../../../i18n/modules/catalog-core";
import { type BaseRecord, useCustomMutation, useInvalidate, useOne } from "@refinedev/core";
import { App, Button, Card, Col, Empty, Form, Input, Row, Select, Space, Timeline, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { showFieldErrors } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format";
import { useKhidmaStore } from "../../../state";
import { useCatalogBase, useDirtyWarning } from "../catalog-page";
import { PackageStatusTag } from "../package-status-tag";
import {
  type ManagedPackage,
  PACKAGE_STATUSES,
  type PackageComment,
  STATUSES_NEEDING_COMMENT,
  statusKey,
} from "../types";

const COLORS: Record<string, string> = {
  Approved: "green",
  Pending: "gold",
  Rejected: "red",
  "Changes Requested": "orange",
};

/** Status tab: change the status (a comment is required to reject or request changes), and the comments thread. */
export function StatusTab({
  pkg,
  canChangeStatus,
  canComment,
  onChanged,
}: {
  pkg: ManagedPackage;
  canChangeStatus: boolean;
  canComment: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const base = useCatalogBase();
  const userId = useKhidmaStore((s) => s.session.user?.id);
  const performedBy = base === "/admin" ? "internal" : "partner";
  const [statusForm] = Form.useForm<{ status?: string; comments?: string }>();
  const [commentForm] = Form.useForm<{ comments?: string }>();
  const [dirty, setDirty] = useState(false);
  useDirtyWarning(dirty);
  const chosen = Form.useWatch("status", statusForm);
  const needsComment = Boolean(chosen && STATUSES_NEEDING_COMMENT.includes(chosen));
  // The package's thread as one record: GET package/comments?package_id=…
  const thread = { resource: "catalog-package-comments", id: pkg.id } as const;
  const { query: commentsQuery, result: commentsResult } = useOne<PackageComment[] & BaseRecord>({
    ...thread,
    meta: {
      endpoints: { one: ENDPOINTS.catalogPackageComments, idParam: "package_id" },
      language: i18n.language,
    },
    errorNotification: false,
  });
  const comments = { isLoading: commentsQuery.isLoading, data: commentsResult as PackageComment[] | undefined };
  const refreshThread = () => invalidate({ ...thread, invalidates: ["detail"] });
  const { mutate: post, mutation: change } = useCustomMutation<ManagedPackage & BaseRecord>();
  const changeStatus = (v: { status?: string; comments?: string }) =>
    post(
      {
        url: ENDPOINTS.catalogPackageStatus,
        method: "post",
        values: {
          package_id: pkg.id,
          status: v.status,
          comments: v.comments?.trim() || undefined,
          status_performed_by: performedBy,
          user_id: userId,
        },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          message.success(t("partnerCatalog.statusTab.changed"));
          statusForm.resetFields();
          setDirty(false);
          void refreshThread();
          onChanged();
        },
        onError: (error) => showFieldErrors(statusForm, error),
      },
    );
  const { mutate: postComment, mutation: comment } = useCustomMutation<PackageComment & BaseRecord>();
  const sendComment = (v: { comments?: string }) =>
    postComment(
      {
        url: ENDPOINTS.catalogPackageComment,
        method: "post",
        values: { package_id: pkg.id, comments: v.comments, status_performed_by: performedBy },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          message.success(t("partnerCatalog.statusTab.commented"));
          commentForm.resetFields();
          setDirty(false);
          void refreshThread();
        },
        onError: (error) => showFieldErrors(commentForm, error),
      },
    );

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10}>
        <Card size="small" title={t("partnerCatalog.statusTab.changeTitle")}>
          <Space style={{ marginBottom: 12 }} wrap>
            <Typography.Text>{t("partnerCatalog.statusTab.current")}</Typography.Text>
            <PackageStatusTag status={pkg.status} />
          </Space>
          {canChangeStatus ? (
            <Form
              form={statusForm}
              layout="vertical"
              name="package-status"
              onValuesChange={() => setDirty(true)}
              onFinish={changeStatus}
            >
              <Form.Item
                name="status"
                label={t("partnerCatalog.statusTab.newStatus")}
                rules={[{ required: true, message: t("partnerCatalog.common.required") }]}
              >
                <Select
                  placeholder={t("partnerCatalog.statusTab.choose")}
                  data-testid="status-select"
                  options={PACKAGE_STATUSES.filter((s) => s !== pkg.status).map((s) => ({
                    value: s,
                    label: t(`catalogCore.status.${statusKey(s)}`),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="comments"
                label={t("partnerCatalog.statusTab.comment")}
                extra={needsComment ? t("partnerCatalog.statusTab.commentRequired") : undefined}
                rules={[
                  {
                    required: needsComment,
                    whitespace: true,
                    message: t("partnerCatalog.statusTab.commentMissing"),
                  },
                ]}
              >
                <Input.TextArea rows={3} maxLength={2000} data-testid="status-comment" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="status-submit">
                {t("partnerCatalog.statusTab.submit")}
              </Button>
            </Form>
          ) : null}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t("partnerCatalog.statusTab.history")}>
          {comments.isLoading ? null : comments.data?.length ? (
            <Timeline
              data-testid="package-thread"
              items={comments.data.map((c) => ({
                key: c.id,
                color: c.status ? (COLORS[c.status] ?? "gray") : "gray",
                children: (
                  <div>
                    <Space wrap size={4}>
                      {c.status ? <PackageStatusTag status={c.status} /> : null}
                      <Typography.Text strong style={{ fontSize: 13 }}>
                        {c.author_name ??
                          t(
                            c.author_role === "internal"
                              ? "partnerCatalog.statusTab.khidma"
                              : "partnerCatalog.statusTab.partner",
                          )}
                      </Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(c.created_at)}
                      </Typography.Text>
                    </Space>
                    {c.previous_status && c.status ? (
                      <div style={{ fontSize: 12 }}>
                        <Typography.Text type="secondary">
                          {t("partnerCatalog.statusTab.fromTo", {
                            from: t(`catalogCore.status.${statusKey(c.previous_status)}`),
                            to: t(`catalogCore.status.${statusKey(c.status)}`),
                          })}
                        </Typography.Text>
                      </div>
                    ) : null}
                    {c.comments ? (
                      <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: "pre-wrap" }}>
                        {c.comments}
                      </Typography.Paragraph>
                    ) : null}
                  </div>
                ),
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("partnerCatalog.statusTab.noHistory")} />
          )}
          {canComment ? (
            <Form
              form={commentForm}
              layout="vertical"
              name="package-comment"
              onValuesChange={() => setDirty(true)}
              onFinish={sendComment}
            >
              <Form.Item
                name="comments"
                label={t("partnerCatalog.statusTab.addComment")}
                rules={[{ required: true, whitespace: true, message: t("partnerCatalog.common.required") }]}
              >
                <Input.TextArea rows={2} maxLength={2000} />
              </Form.Item>
              <Button htmlType="submit" loading={comment.isPending}>
                {t("partnerCatalog.statusTab.send")}
              </Button>
            </Form>
          ) : null}
        </Card>
      </Col>
    </Row>
  );
}
