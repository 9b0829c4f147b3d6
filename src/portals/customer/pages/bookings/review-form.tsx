import "../../../../i18n/modules/booking-review";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { api, isApiError } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { StarRadios, StarsShown } from "./review-stars";
import type { BookingDetails } from "./types";
import { useFormat } from "./use-format";
import { refreshBookings } from "./use-silent-api";
import "./review-form.css";

type Review = NonNullable<BookingDetails["review"]>;
type Errors = Partial<Record<"rating" | "comment" | "technician_rating" | "form", string>>;

/** The review the customer left, with the provider's reply and Khidma's under it. */
function ReviewShown({ booking, review }: { booking: BookingDetails; review: Review }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="kh-rv-review" data-testid="my-review">
      <div className="kh-rv-head">
        <StarsShown rating={review.rating} />
        <span className="kh-bk-muted kh-bk-small">
          {t("bookingReview.ratedOn", { date: f.iso(f.date(review.created_at)) })}
        </span>
      </div>
      {review.comment ? <p dir="auto">{review.comment}</p> : null}
      {review.technician_rating && booking.technician ? (
        <p className="kh-bk-muted kh-bk-small">
          {t("bookingReview.technicianRated", {
            name: f.iso(booking.technician.name),
            rating: review.technician_rating,
          })}
        </p>
      ) : null}
      {review.partner_reply ? (
        <div className="kh-rv-reply" data-testid="review-partner-reply">
          <strong>{t("bookingReview.partnerReply", { partner: f.iso(booking.partner.name) })}</strong>
          <p dir="auto">{review.partner_reply}</p>
        </div>
      ) : null}
      {review.reply ? (
        <div className="kh-rv-reply" data-testid="review-khidma-reply">
          <strong>{t("bookingReview.khidmaReply")}</strong>
          <p dir="auto">{review.reply}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The rating form: service stars (required), technician stars (when one came), a comment; 422s at the fields. */
function ReviewForm({ booking, onSaved }: { booking: BookingDetails; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const commentId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [technicianRating, setTechnicianRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setErrors({ rating: t("bookingReview.ratingRequired") });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await api.post(
        fillId(ENDPOINTS.bookingReview, booking.id),
        {
          rating,
          ...(comment.trim() ? { comment } : {}),
          ...(technicianRating !== null ? { technician_rating: technicianRating } : {}),
        },
        { silent: true },
      );
      await onSaved();
    } catch (err) {
      // what was typed stays; the server's reasons show at their fields (or above the button)
      if (isApiError(err) && err.status === 422 && err.errors) {
        const first = (field: string) => err.errors?.[field]?.[0];
        setErrors({
          rating: first("rating"),
          comment: first("comment"),
          technician_rating: first("technician_rating"),
          form:
            first("booking") ??
            (first("rating") || first("comment") || first("technician_rating") ? undefined : err.message),
        });
      } else {
        setErrors({ form: err instanceof Error ? err.message : String(err) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kh-rv-form" onSubmit={(e) => void submit(e)} noValidate data-testid="review-form">
      <p className="kh-bk-muted">{t("bookingReview.intro", { partner: f.iso(booking.partner.name) })}</p>
      <StarRadios
        legend={t("bookingReview.serviceLegend")}
        value={rating}
        onChange={setRating}
        error={errors.rating}
        testId="service-stars"
      />
      {booking.technician ? (
        <StarRadios
          legend={t("bookingReview.technicianLegend", { name: f.iso(booking.technician.name) })}
          value={technicianRating}
          onChange={setTechnicianRating}
          error={errors.technician_rating}
          testId="technician-stars"
        />
      ) : null}
      <div className="kh-bk-field">
        <label htmlFor={commentId}>{t("bookingReview.comment")}</label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={1000}
          dir="auto"
          placeholder={t("bookingReview.commentHint")}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${commentId}-error` : undefined}
          data-testid="review-comment"
        />
        {errors.comment ? (
          <p className="kh-rv-error" id={`${commentId}-error`} role="alert">
            {errors.comment}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p className="kh-bk-form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div>
        <button type="submit" className="kh-button" disabled={busy} data-testid="review-submit">
          {busy ? t("bookingReview.sending") : t("bookingReview.submit")}
        </button>
      </div>
    </form>
  );
}

/**
 * The booking page's review section (id `review`): the form once the booking is completed and not rated yet, the
 * review (with both replies) once it is. A link ending in `#review` or `?rate=1` (the "completed" notification)
 * brings it into view.
 */
export function ReviewSection({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [thanks, setThanks] = useState(false);
  const wanted = location.hash === "#review" || new URLSearchParams(location.search).get("rate") === "1";
  const shown = Boolean(booking.review || booking.can_review);

  useEffect(() => {
    if (!wanted || !shown || !heading.current) return;
    heading.current.scrollIntoView?.({ block: "start" });
    heading.current.focus({ preventScroll: true });
  }, [wanted, shown]);

  if (!shown) return null;
  const saved = async () => {
    setThanks(true);
    await refreshBookings(queryClient, fillId(ENDPOINTS.bookingDetails, booking.id));
  };
  return (
    <section id="review" className="kh-bk-panel-card kh-rv" aria-labelledby="bk-review">
      <h2 id="bk-review" ref={heading} tabIndex={-1}>
        {booking.review ? t("bookingReview.yourReview") : t("bookingReview.title")}
      </h2>
      <p className="kh-rv-thanks" role="status">
        {thanks && booking.review ? t("bookingReview.thanks") : ""}
      </p>
      {booking.review ? (
        <ReviewShown booking={booking} review={booking.review} />
      ) : (
        <ReviewForm booking={booking} onSaved={saved} />
      )}
    </section>
  );
}
