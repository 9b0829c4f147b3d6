import { CloseOutlined, DownloadOutlined, FileExcelOutlined } from "@ant-design/icons";
import { App, Button, Flex, Progress, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { type StreamProgress, streamDownload } from "../downloads/stream";
import type { ReportName } from "./spec";

export type ExportFormat = "csv" | "xlsx";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The bytes received as KiB (under 1 MiB) or MiB, one decimal, in the reader's language (Latin digits). */
export function byteSize(bytes: number, language: string, t: (key: string, o: Record<string, string>) => string) {
  const mib = bytes >= 1024 * 1024;
  const value = new Intl.NumberFormat(language.startsWith("ar") ? "ar-AE-u-nu-latn" : "en-US", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / (mib ? 1024 * 1024 : 1024));
  return t(mib ? "reports.export.mib" : "reports.export.kib", { value });
}

/**
 * "Export CSV" and "Export Excel": stream `GET report/{name}/export` (format=xlsx for Excel) for the screen's
 * filters. While the file arrives: the CSV's rows received against the server's `x-total-count`, or the XLSX's bytes
 * (a zip stream has no lines to count), with a button that cancels it. The caller shows it only to a role holding
 * the report's export permission. `filename`: the CSV's name (the Excel file's is the same stem, .xlsx).
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
  const [progress, setProgress] = useState<(StreamProgress & { format: ExportFormat }) | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    const xlsx = format === "xlsx";
    setProgress({ rows: 0, total: null, bytes: 0, format });
    try {
      const done = await streamDownload(ENDPOINTS.reports.export(name), {
        filename: xlsx ? filename.replace(/\.csv$/, ".xlsx") : filename,
        params: xlsx ? { ...query, format } : query,
        language: i18n.language,
        signal: abort.signal,
        onProgress: (p) => setProgress({ ...p, format }),
        ...(xlsx ? { type: XLSX_TYPE, accept: `${XLSX_TYPE}, application/json`, countRows: false } : {}),
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
      <Space wrap size={8}>
        <Button icon={<DownloadOutlined />} onClick={() => void start("csv")} data-testid="report-export">
          {t("reports.export.button")}
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={() => void start("xlsx")} data-testid="report-export-xlsx">
          {t("reports.export.excel")}
        </Button>
      </Space>
    );
  const { rows, total, bytes, format } = progress;
  const shown = total === null ? rows : Math.min(rows, total);
  const counted = format === "csv";
  const percent = counted && total ? Math.floor((shown / total) * 100) : 0;
  const text =
    (counted ? rows : bytes) === 0
      ? t("reports.export.starting")
      : !counted
        ? t("reports.export.received", { size: byteSize(bytes, i18n.language, t) })
        : total === null
          ? t("reports.export.progressUnknown", { rows: shown })
          : t("reports.export.progress", { rows: shown, total });
  return (
    <Flex align="center" gap={8} wrap data-testid="report-export-progress" aria-live="polite">
      <Progress
        type="circle"
        size={28}
        percent={percent}
        showInfo={false}
        aria-label={text}
        status={counted && total !== null ? "normal" : "active"}
      />
      <Typography.Text data-testid={`report-export-${format}-progress-text`}>{text}</Typography.Text>
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
