import "../../../i18n/modules/partner-work";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Form, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ENDPOINTS, fillId } from "../../../api/endpoints";

export type EligiblePartner = ApiSchema<"EligiblePartner">;

/** The providers a request's booking could move to (GET admin/reassignment/eligible-partners/{id}), eligible first. */
export function useEligiblePartners(requestId: number | undefined) {
  const { i18n } = useTranslation();
  const { query } = useCustom<EligiblePartner[] & BaseRecord>({
    url: fillId(ENDPOINTS.adminReassignmentEligiblePartners, requestId),
    method: "get",
    meta: { language: i18n.language },
    queryOptions: { enabled: requestId !== undefined, staleTime: 0 },
    errorNotification: false,
  });
  return {
    data: query.data ? ((query.data.data as EligiblePartner[] | undefined) ?? []) : undefined,
    isLoading: query.isLoading,
    isSuccess: query.isSuccess,
  };
}

/**
 * The "new provider" field of the approve dialog: every provider serving the booking's area, those that cannot take
 * it disabled with the server's reason (the same 422 approving with it would answer).
 */
export function PartnerChoice({ requestId }: { requestId: number | undefined }) {
  const { t } = useTranslation();
  const partners = useEligiblePartners(requestId);
  const list = partners.data ?? [];
  const none = partners.isSuccess && !list.some((p) => p.eligible);
  return (
    <Form.Item
      name="new_partner_id"
      label={t("partnerWork.admin.newPartner")}
      rules={[{ required: true, message: t("partnerWork.admin.partnerRequired") }]}
      extra={none ? t("partnerWork.admin.noEligible") : t("partnerWork.admin.partnerHint")}
    >
      <Select
        placeholder={t("partnerWork.admin.choosePartner")}
        loading={partners.isLoading}
        optionLabelProp="name"
        options={list.map((p) => ({
          value: p.id,
          name: p.name,
          disabled: !p.eligible,
          label: p.eligible ? (
            p.name
          ) : (
            <span>
              {p.name}
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "normal" }}>
                {p.reason}
              </Typography.Text>
            </span>
          ),
        }))}
        data-testid="partner-select"
      />
    </Form.Item>
  );
}
