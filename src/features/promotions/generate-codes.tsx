import "../../i18n/modules/promotions";
import { DownloadOutlined } from "@ant-design/icons";
import { useModalForm } from "@refinedev/antd";
import { type HttpError, useInvalidate } from "@refinedev/core";
import { App, Button, Card, Form, Input, InputNumber, List, Modal, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../api/endpoints";
import { formatDateTime } from "../../lib/format";
import { downloadFile } from "../downloads/download";
import type { CodeBatchResult, CouponDetails } from "./types";

/** The most codes one batch may ask for (coupon/generate-codes/{id}). */
export const MAX_CODES = 10_000;

interface GenerateValues {
  count: number;
  prefix: string;
}

/**
 * "Generate codes": a modal asking how many codes and their prefix, posted to coupon/generate-codes/{id} through
 * refine's useModalForm (a 422 shows at its field, the values kept). The batch runs in the background; the details
 * screen reads the coupon again until it is done.
 */
export function useGenerateCodes(resource: string, coupon: CouponDetails | undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { modalProps, formProps, show } = useModalForm<CodeBatchResult, HttpError, GenerateValues>({
    resource,
    action: "create",
    redirect: false,
    meta: { endpoints: { create: fillId(ENDPOINTS.couponGenerateCodes, coupon?.id) } },
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationSuccess: async ({ data }) => {
      message.success(t("promotions.generate.started", { count: data.count }));
      await invalidate({ resource, id: coupon?.id, invalidates: ["detail"] });
    },
  });
  const element = (
    <Modal
      {...modalProps}
      title={t("promotions.generate.title", { code: coupon?.code ?? "" })}
      okText={t("promotions.generate.submit")}
      cancelText={t("promotions.generate.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": "generate-codes-submit" } as never}
    >
      <Form
        {...formProps}
        layout="vertical"
        data-testid="generate-codes-form"
        initialValues={{ count: 100, prefix: "" }}
        onFinish={async (values) => {
          const v = values as GenerateValues;
          const body = { count: v.count, prefix: (v.prefix ?? "").trim().toUpperCase() };
          await Promise.resolve(formProps.onFinish?.(body as never)).catch(() => undefined);
        }}
      >
        <Form.Item
          name="count"
          label={t("promotions.generate.count")}
          extra={t("promotions.generate.countHelp")}
          rules={[{ required: true, message: t("promotions.form.required") }]}
        >
          <InputNumber min={1} max={MAX_CODES} precision={0} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item
          name="prefix"
          label={t("promotions.generate.prefix")}
          extra={t("promotions.generate.prefixHelp")}
          rules={[
            { required: true, message: t("promotions.form.required") },
            { pattern: /^[A-Za-z0-9]{2,12}$/, message: t("promotions.generate.prefixHelp") },
          ]}
        >
          <Input maxLength={12} dir="ltr" style={{ textTransform: "uppercase" }} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { show: () => show(), element };
}

/**
 * The coupon's generated codes: its batches (prefix, made so far of the count asked, running or ready, when) and
 * "Download codes (CSV)", fetched with the session's token (features/downloads) and saved as CODE-codes.csv.
 */
export function CodeBatches({ coupon: c }: { coupon: CouponDetails }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(fillId(ENDPOINTS.couponGenerateCodes, c.id), { filename: `${c.code}-codes.csv` });
      message.success(t("promotions.generate.downloaded"));
    } catch {
      // the API layer shows the server's message
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card title={t("promotions.generate.batches")} data-testid="coupon-code-batches">
      {c.generated_codes > 0 ? (
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={download}
          style={{ marginBottom: 8 }}
          data-testid="download-codes"
        >
          {t("promotions.generate.download")}
        </Button>
      ) : null}
      <List
        size="small"
        dataSource={c.code_batches}
        // antd's empty text is its disabled grey (below 4.5:1); the secondary text colour of the theme is not
        locale={{ emptyText: <Typography.Text type="secondary">{t("promotions.generate.none")}</Typography.Text> }}
        renderItem={(b) => (
          <List.Item
            key={b.batch_id}
            extra={
              <Tag color={b.status === "done" ? "green" : "processing"}>
                {t(b.status === "done" ? "promotions.generate.done" : "promotions.generate.running")}
              </Tag>
            }
          >
            <List.Item.Meta
              title={
                <span data-testid={`code-batch-${b.batch_id}`}>
                  <bdi dir="ltr">{b.prefix}</bdi>
                  {": "}
                  {t("promotions.generate.progress", { generated: b.generated, count: b.count })}
                </span>
              }
              description={
                <Typography.Text type="secondary">
                  <bdi dir="ltr">{formatDateTime(b.created_at)}</bdi>
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
