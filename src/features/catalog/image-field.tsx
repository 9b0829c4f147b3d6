import "../../i18n/modules/partner-catalog";
import { UploadOutlined } from "@ant-design/icons";
import { useWarnAboutChange } from "@refinedev/core";
import { App, Avatar, Button, Space, Typography, Upload } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";

const ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * Picks one image kept in memory until the form is saved (it goes with the save as multipart). Shows the chosen
 * file's preview, else the current image. Larger than `maxMb` or not an image: refused here with a message.
 */
export function ImageField({
  current,
  file,
  onChange,
  maxMb = 5,
  label,
  testId = "image-input",
}: {
  current?: string | null;
  file?: File;
  onChange: (file: File | undefined) => void;
  maxMb?: number;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { setWarnWhen } = useWarnAboutChange();
  const { message } = App.useApp();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const src = preview ?? current ?? undefined;
  return (
    <Space align="center" wrap>
      <Avatar shape="square" size={72} src={src} alt="">
        {label[0]}
      </Avatar>
      <Space direction="vertical" size={2}>
        <Upload
          accept={ACCEPT}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(f) => {
            if (!ACCEPT.split(",").includes(f.type)) {
              message.error(t("partnerCatalog.common.imageType"));
              return Upload.LIST_IGNORE;
            }
            if (f.size > maxMb * 1024 * 1024) {
              message.error(t("partnerCatalog.common.imageTooLarge", { size: maxMb }));
              return Upload.LIST_IGNORE;
            }
            onChange(f);
            setWarnWhen(true);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid={testId}>
            {src ? t("partnerCatalog.common.replaceImage") : t("partnerCatalog.common.uploadImage")}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {file ? file.name : t("partnerCatalog.common.imageHint", { size: maxMb })}
        </Typography.Text>
      </Space>
    </Space>
  );
}
