import "../../i18n/modules/account";
import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { Avatar, Button, Flex, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, getNotifier } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { useKhidmaStore } from "../../state";
import { type ProfileAnswer, storeProfileAnswer } from "./profile-answer";
import { initialsOf } from "./profile-card";

/** The photo (multipart `photo`, `ENDPOINTS.profilePhoto`): at most 2 MB, JPEG, PNG or WebP. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** A client-side check of a chosen photo (the server checks the content again): null when fine. */
export const photoProblem = (file: File): "type" | "size" | null => {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > PHOTO_MAX_BYTES) return "size";
  return null;
};

const objectUrl = (file: File): string | null =>
  typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null;

/** The first message of a 413/422 on `photo` (or the top message), for the line under the buttons. */
const serverMessage = (error: unknown): string | null => {
  const e = error as { errors?: Record<string, string[] | string>; message?: string } | undefined;
  const photo = e?.errors?.photo;
  if (Array.isArray(photo) && photo.length) return String(photo[0]);
  if (typeof photo === "string") return photo;
  return null;
};

/**
 * The signed-in user's photo: choose a JPEG, PNG or WebP (up to 2 MB; shown uncropped as a preview first), save it
 * (`POST user/profile/photo`), or remove the current one (`DELETE`). The answer goes to the store, so every avatar
 * and greeting changes at once.
 */
export function ProfilePhoto({ size = 88 }: { size?: number }) {
  const { t } = useTranslation();
  const user = useKhidmaStore((s) => s.session.user);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "remove" | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL?.(preview);
    },
    [preview],
  );

  if (!user) return null;
  const current = user.user_profile || null;

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = "";
    if (!chosen) return;
    const problem = photoProblem(chosen);
    if (problem) {
      setError(t(problem === "size" ? "account.photo.tooLarge" : "account.photo.badType"));
      return;
    }
    setError(null);
    setFile(chosen);
    setPreview(objectUrl(chosen));
  };

  const cancel = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };

  const save = async () => {
    if (!file) return;
    setBusy("save");
    setError(null);
    try {
      const form = new FormData();
      form.append("photo", file, file.name);
      const res = await api.post<ProfileAnswer>(ENDPOINTS.profilePhoto, form);
      storeProfileAnswer(res.data);
      cancel();
      getNotifier().success(t("account.photo.saved"));
    } catch (e) {
      // the client has toasted the server's message; the chosen photo stays so the user can pick another
      setError(serverMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy("remove");
    setError(null);
    try {
      const res = await api.delete<ProfileAnswer>(ENDPOINTS.profilePhoto);
      storeProfileAnswer(res.data);
      getNotifier().success(t("account.photo.removed"));
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const shown = preview ?? current;
  return (
    <section aria-label={t("account.photo.title")} data-testid="profile-photo" style={{ marginBottom: 24 }}>
      <Flex gap={16} align="center" wrap>
        <Avatar
          size={size}
          src={shown ? <img src={shown} alt={t("account.photo.alt")} data-testid="profile-photo-img" /> : undefined}
          style={{ background: "var(--kh-primary)", fontSize: size * 0.36, fontWeight: 600, flex: "none" }}
        >
          {initialsOf(user)}
        </Avatar>
        <Flex vertical gap={8} style={{ minWidth: 200, flex: 1 }}>
          <Typography.Text strong>{t("account.photo.title")}</Typography.Text>
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            hidden
            onChange={choose}
            data-testid="photo-input"
            aria-label={t("account.photo.upload")}
          />
          {file ? (
            <Space wrap>
              <Button type="primary" onClick={save} loading={busy === "save"}>
                {t("account.photo.save")}
              </Button>
              <Button onClick={cancel} disabled={busy !== null}>
                {t("account.photo.cancel")}
              </Button>
            </Space>
          ) : (
            <Space wrap>
              <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={busy !== null}>
                {current ? t("account.photo.change") : t("account.photo.upload")}
              </Button>
              {current ? (
                <Button danger icon={<DeleteOutlined />} onClick={remove} loading={busy === "remove"}>
                  {t("account.photo.remove")}
                </Button>
              ) : null}
            </Space>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {file ? t("account.photo.previewHint") : t("account.photo.hint")}
          </Typography.Text>
          {error ? (
            <Typography.Text type="danger" role="alert" data-testid="photo-error">
              {error}
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
    </section>
  );
}

export default ProfilePhoto;
