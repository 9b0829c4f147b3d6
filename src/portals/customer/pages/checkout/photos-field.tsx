import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_PHOTOS, PHOTO_TYPES, photoProblem } from "../../../../lib/cart";
import { FieldMessage } from "./field-errors";

export interface Photo {
  file: File;
  url: string;
}
export const previewOf = (file: File) =>
  typeof URL !== "undefined" && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "";
export const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(url);
};

export function PhotosField({
  photos,
  onChange,
  errors,
}: {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(
    () => () => {
      for (const p of photosRef.current) revoke(p.url);
    },
    [],
  );

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    const found: string[] = [];
    const next = [...photos];
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem === "type") found.push(t("cart.photos.badType", { name: file.name }));
      else if (problem === "size") found.push(t("cart.photos.tooBig", { name: file.name }));
      else if (next.length >= MAX_PHOTOS) {
        found.push(t("cart.photos.tooMany", { max: MAX_PHOTOS }));
        break;
      } else next.push({ file, url: previewOf(file) });
    }
    setProblems(found);
    onChange(next);
  };
  const messages = [...problems, ...(errors ?? [])];
  return (
    <div className="kh-co-field" id="co-photos">
      <span className="kh-co-label" id={`${uid}-label`}>
        {t("cart.photos.label", { max: MAX_PHOTOS })}
      </span>
      <p className="kh-co-muted kh-co-small" id={`${uid}-hint`}>
        {t("cart.photos.hint")}
      </p>
      {photos.length ? (
        <ul className="kh-co-photos" aria-labelledby={`${uid}-label`}>
          {photos.map((p, i) => (
            <li key={p.url || `${p.file.name}-${i}`}>
              {p.url ? (
                <img src={p.url} alt={p.file.name} width={88} height={88} />
              ) : (
                <span className="kh-co-photo-name">{p.file.name}</span>
              )}
              <button
                type="button"
                className="kh-co-photo-remove"
                aria-label={t("cart.photos.remove", { name: p.file.name })}
                onClick={() => {
                  revoke(p.url);
                  onChange(photos.filter((_, j) => j !== i));
                  setProblems([]);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < MAX_PHOTOS ? (
        <label className="kh-button kh-ghost kh-co-upload">
          {t("cart.photos.add")}
          <input
            type="file"
            accept={PHOTO_TYPES.join(",")}
            multiple
            onChange={pick}
            className="kh-co-file"
            aria-describedby={`${uid}-hint${messages.length ? ` ${uid}-e` : ""}`}
            data-testid="photo-input"
          />
        </label>
      ) : null}
      <FieldMessage id={`${uid}-e`} messages={messages} />
    </div>
  );
}
