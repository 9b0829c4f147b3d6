import "../../../i18n/modules/partner-onboarding";
import { UploadOutlined } from "@ant-design/icons";
import { Avatar, Button, Form, Progress, Space, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { getNotifier } from "../../../api";
import { LOGO_ACCEPT, MAX_LOGO_BYTES } from "../../../features/partner-applications/types";
import { messageOf, statusOf } from "../components/server-errors";
import { useUploadLogo } from "./api";
import type { StepProps } from "./step-shell";

const LOGO_MIMES = ["image/jpeg", "image/png", "image/webp"];

/** The company logo of the application: uploaded at once (multipart, with progress), replaced the same way. */
export function LogoField({ logo, onApp }: { logo: string | null; onApp: StepProps["onApp"] }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploadLogo = useUploadLogo();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setProblem(null);
    if (file.type && !LOGO_MIMES.includes(file.type)) return setProblem(t("onboarding.company.logoType"));
    if (file.size > MAX_LOGO_BYTES) return setProblem(t("onboarding.company.logoTooLarge"));
    setPercent(0);
    try {
      onApp(await uploadLogo(file, setPercent));
      getNotifier().success(t("onboarding.company.logoUploaded"));
    } catch (error) {
      const status = statusOf(error);
      setProblem(
        status === 413
          ? t("onboarding.company.logoTooLarge")
          : status === 422
            ? t("onboarding.company.logoType")
            : messageOf(error),
      );
    } finally {
      setPercent(null);
    }
  };

  return (
    <Form.Item label={t("onboarding.company.logo")} extra={t("onboarding.company.logoHint")}>
      <Space align="center" wrap>
        <Avatar shape="square" size={64} src={logo ?? undefined} alt="">
          {logo ? null : "?"}
        </Avatar>
        <input
          ref={input}
          type="file"
          accept={LOGO_ACCEPT}
          style={{ display: "none" }}
          aria-label={t("onboarding.company.uploadLogo")}
          data-testid="logo-input"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={percent !== null}>
          {t(logo ? "onboarding.company.replaceLogo" : "onboarding.company.uploadLogo")}
        </Button>
        {percent !== null ? <Progress percent={percent} size="small" style={{ width: 120 }} /> : null}
      </Space>
      {problem ? (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8, marginBottom: 0 }}>
          {problem}
        </Typography.Paragraph>
      ) : null}
    </Form.Item>
  );
}
