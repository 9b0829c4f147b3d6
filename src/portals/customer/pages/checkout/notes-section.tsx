import { useTranslation } from "react-i18next";
import { FieldMessage } from "./field-errors";
import { type Photo, PhotosField } from "./photos-field";

/** Notes for the provider (up to 1000 characters) and photos of the job. */
export function NotesSection({
  notes,
  onNotes,
  photos,
  onPhotos,
  errors,
}: {
  notes: string;
  onNotes: (notes: string) => void;
  photos: Photo[];
  onPhotos: (photos: Photo[]) => void;
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  return (
    <section className="kh-co-card" aria-labelledby="co-notes-title">
      <h2 id="co-notes-title">{t("cart.checkout.notesTitle")}</h2>
      <div className="kh-co-field" id="co-notes">
        <label htmlFor="co-notes-input" className="kh-co-label">
          {t("cart.checkout.notesLabel")}
        </label>
        <textarea
          id="co-notes-input"
          rows={3}
          maxLength={1000}
          value={notes}
          placeholder={t("cart.checkout.notesPlaceholder")}
          onChange={(e) => onNotes(e.target.value)}
          aria-invalid={errors.notes?.length ? true : undefined}
          aria-describedby={errors.notes?.length ? "co-notes-e" : undefined}
        />
        <span className="kh-co-muted kh-co-small kh-co-count">
          {t("cart.checkout.notesCount", { count: notes.length, max: 1000 })}
        </span>
        <FieldMessage id="co-notes-e" messages={errors.notes} />
      </div>
      <PhotosField photos={photos} onChange={onPhotos} errors={errors.photos} />
    </section>
  );
}
