import "../../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import type { Review } from "../../../../components/storefront/cards/types";
import { Rating } from "../../../../components/storefront/ui/rating";
import { formatDate } from "../../../../lib/format";
import "./discovery.css";

/** One reply under a review: who wrote it, when, and the text. */
function Reply({ who, at, text, testId }: { who: string; at?: string | null; text: string; testId: string }) {
  return (
    <div className="kh-review-reply" data-testid={testId}>
      <div className="kh-small">
        <strong>{who}</strong>
        {at ? (
          <span className="kh-muted">
            {" · "}
            <bdi>{formatDate(at)}</bdi>
          </span>
        ) : null}
      </div>
      <p dir="auto">{text}</p>
    </div>
  );
}

/**
 * Latest reviews: stars, comment, name and date, and under the review the provider's reply (`partnerName`: whose)
 * and Khidma's, when there are.
 */
export function ReviewList({ reviews, partnerName }: { reviews: Review[]; partnerName?: string }) {
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
          {review.partner_reply ? (
            <Reply
              who={
                partnerName
                  ? t("discovery.common.partnerReplyNamed", { partner: partnerName })
                  : t("discovery.common.partnerReply")
              }
              at={review.partner_replied_at}
              text={review.partner_reply}
              testId="review-partner-reply"
            />
          ) : null}
          {review.reply ? (
            <Reply
              who={t("discovery.common.khidmaReply")}
              at={review.replied_at}
              text={review.reply}
              testId="review-khidma-reply"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
