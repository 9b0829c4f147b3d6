import "../../../i18n/modules/partner-work";
import { CheckOutlined, MinusOutlined } from "@ant-design/icons";
import { Image, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../lib/format";
import type { CompletionReport } from "./types";

/** Thumbnails opening a preview (antd Image), each named by `alt(n)`. */
export function PhotoThumbs({ photos, alt }: { photos: string[]; alt: (n: number) => string }) {
  return (
    <Image.PreviewGroup>
      <Space wrap size={4}>
        {photos.map((src, i) => (
          <Image
            key={src}
            src={src}
            width={56}
            height={56}
            style={{ objectFit: "cover", borderRadius: 4 }}
            alt={alt(i + 1)}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** "135 min on site · 3/5 done" under a report's notes (nothing for a report without them). */
export function ReportFigures({ report }: { report: CompletionReport }) {
  const { t } = useTranslation();
  const checklist = report.checklist ?? [];
  const parts = [
    report.minutes_on_site !== null && report.minutes_on_site !== undefined
      ? t("partnerWork.admin.minutes", { count: report.minutes_on_site })
      : null,
    checklist.length
      ? t("partnerWork.admin.checklist", { done: checklist.filter((c) => c.done).length, total: checklist.length })
      : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`report-figures-${report.id}`}>
      {parts.join(" · ")}
      {report.started_at && report.ended_at ? (
        <>
          {" · "}
          <bdi>
            {formatTime(report.started_at)} – {formatTime(report.ended_at)}
          </bdi>
        </>
      ) : null}
    </Typography.Text>
  );
}

/** The expanded row of a report: before and after photos and the checklist, item by item. */
export function ReportDetails({ report }: { report: CompletionReport }) {
  const { t } = useTranslation();
  const groups = [
    { key: "before", photos: report.before_photos ?? [], label: t("partnerWork.admin.before") },
    { key: "after", photos: report.after_photos ?? [], label: t("partnerWork.admin.after") },
  ].filter((g) => g.photos.length > 0);
  return (
    <Space direction="vertical" size={8}>
      {groups.map((g) => (
        <div key={g.key}>
          <Typography.Text strong>{g.label}</Typography.Text>
          <div>
            <PhotoThumbs photos={g.photos} alt={(n) => `${g.label} ${t("partnerWork.admin.photoAlt", { n })}`} />
          </div>
        </div>
      ))}
      {(report.checklist ?? []).length ? (
        <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: "none" }}>
          {(report.checklist ?? []).map((c) => (
            <li key={c.key}>
              {c.done ? (
                <CheckOutlined style={{ color: "#237804" }} aria-label={t("partnerWork.admin.done")} />
              ) : (
                <MinusOutlined aria-label={t("partnerWork.admin.notDone")} />
              )}{" "}
              {c.label}
            </li>
          ))}
        </ul>
      ) : null}
    </Space>
  );
}
