import "../../../../i18n/modules/partner-catalog";
import { StarFilled } from "@ant-design/icons";
import { Progress, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { PartnerProfile } from "../../../../features/catalog/types";

/** Average, count and a bar per star (5 to 1). */
export function RatingsSummary({ ratings }: { ratings: PartnerProfile["ratings"] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...Object.values(ratings.distribution));
  return (
    <div data-testid="ratings-summary">
      <Space align="baseline">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {ratings.count ? ratings.average.toFixed(1) : "—"}
        </Typography.Title>
        <StarFilled style={{ color: "#faad14", fontSize: 20 }} aria-hidden />
        <Typography.Text type="secondary">
          {t("partnerCatalog.profile.reviews", { count: ratings.count })}
        </Typography.Text>
      </Space>
      {(["5", "4", "3", "2", "1"] as const).map((star) => (
        <div key={star} style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <span style={{ width: 28 }} aria-hidden>
            {star}★
          </span>
          <Progress
            percent={Math.round((ratings.distribution[star] / max) * 100)}
            showInfo={false}
            size="small"
            style={{ flex: 1, margin: 0 }}
            aria-label={t("partnerCatalog.profile.starBar", { star, count: ratings.distribution[star] })}
          />
          <span style={{ width: 32, textAlign: "end" }}>{ratings.distribution[star]}</span>
        </div>
      ))}
    </div>
  );
}
