import { CloseOutlined, DownloadOutlined } from "@ant-design/icons";
import { App, Button, Flex, Progress, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { type StreamProgress, streamDownload } from "../downloads/stream";
import type { ReportName } from "./spec";

/**
 * "Export CSV": streams `GET report/{name}/export` for the screen's filters, showing the rows received against the
 * server's `x-total-count` while the file arrives, with a button that cancels it. The caller shows it only to a
 * role holding the report's export permission.
 */
export function ExportButton({
  name,
  query,
  filename,
}: {
  name: ReportName;
  query: Record<string, string | number>;
  filename: string;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<StreamProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, total: null, bytes: 0 });
    try {
      const done = await streamDownload(ENDPOINTS.reports.export(name), {
        filename,
        params: query,
        language: i18n.language,
        signal: abort.signal,
        onProgress: setProgress,
      });
      message.success(t("reports.export.done", { count: done.total ?? done.rows }));
    } catch (error) {
      if (abort.signal.aborted || (error instanceof DOMException && error.name === "AbortError"))
        message.info(t("reports.export.cancelled"));
      // a refusal was toasted by the HTTP client
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (!progress)
    return (
      <Button icon={<DownloadOutlined />} onClick={() => void start()} data-testid="report-export">
        {t("reports.export.button")}
      </Button>
    );
  const { rows, total } = progress;
  const shown = total === null ? rows : Math.min(rows, total);
  const percent = total ? Math.floor((shown / total) * 100) : 0;
  const text =
    total === null
      ? rows === 0
        ? t("reports.export.starting")
        : t("reports.export.progressUnknown", { rows: shown })
      : t("reports.export.progress", { rows: shown, total });
  return (
    <Flex align="center" gap={8} wrap data-testid="report-export-progress" aria-live="polite">
      <Progress
        type="circle"
        size={28}
        percent={percent}
        showInfo={false}
        aria-label={text}
        status={total === null ? "active" : "normal"}
      />
      <Typography.Text>{text}</Typography.Text>
      <Button
        icon={<CloseOutlined />}
        onClick={() => controller.current?.abort()}
        data-testid="report-export-cancel"
        aria-label={t("reports.export.cancel")}
      >
        {t("reports.export.cancel")}
      </Button>
    </Flex>
  );
}
