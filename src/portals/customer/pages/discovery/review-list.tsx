import { useTranslation } from "react-i18next";
import type { Review } from "../../../../components/storefront/cards/types";
import { Rating } from "../../../../components/storefront/ui/rating";
import { formatDate } from "../../../../lib/format";
import "./discovery.css";

/** Latest reviews: stars, comment, name and date, and Khidma's reply under the review when there is one. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  if (!reviews.length) return <p className="kh-muted">{t("discovery.common.noReviews")}</p>;
  return (
    <ul className="kh-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="kh-review">
          <div className="kh-review-head">
            <span className="kh-avatar" aria-hidden="true">
              {(review.customer_name ?? "?").charAt(0).toUpperCase()}
            </span>
            <div>
              <strong>
                <bdi>{review.customer_name}</bdi>
              </strong>
              <div className="kh-muted kh-small">
                <bdi>{formatDate(review.created_at)}</bdi>
              </div>
            </div>
            <span className="kh-review-rating">
              <Rating value={review.rating} />
            </span>
          </div>
          {review.comment ? <p dir="auto">{review.comment}</p> : null}
          {review.reply ? (
            <div className="kh-review-reply">
              <div className="kh-small">
                <strong>{t("discovery.common.khidmaReply")}</strong>
                {review.replied_at ? (
                  <span className="kh-muted">
                    {" · "}
                    <bdi>{formatDate(review.replied_at)}</bdi>
                  </span>
                ) : null}
              </div>
              <p dir="auto">{review.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
