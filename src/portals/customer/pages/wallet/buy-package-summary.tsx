import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PackageCart, PackageCartItem } from "../../../../features/wallet/types";
import { formatMoney, formatNumber } from "../../../../lib/format";
import { monthsLabel } from "./helpers";

/** The package in the cart: name, provider, duration, property, visits and the server's price. */
export function PackageSummary({ item, onRemove }: { item: PackageCartItem; onRemove?: () => void }) {
  const { t, i18n } = useTranslation();
  const q = item.quote;
  return (
    <section
      className="kh-buy-card kh-buy-package"
      aria-labelledby="kh-buy-package-name"
      data-testid="buy-package-item"
    >
      <div className="kh-mypkg-top">
        {item.package.image ? (
          <img src={item.package.image} alt="" width={56} height={56} />
        ) : (
          <span className="kh-mypkg-initial" aria-hidden="true">
            {item.package.name.trim().charAt(0)}
          </span>
        )}
        <div className="kh-mypkg-title">
          <h2 id="kh-buy-package-name">{item.package.name}</h2>
          <span className="kh-wallet-muted">{item.package.partner?.name}</span>
        </div>
      </div>
      <dl className="kh-mypkg-facts">
        <div>
          <dt>{t("wallet.myPackages.duration")}</dt>
          <dd>{monthsLabel(t, item.duration?.months ?? 0)}</dd>
        </div>
        <div>
          <dt>{t("wallet.myPackages.property")}</dt>
          <dd>
            {item.type_name} · {item.size_name}
          </dd>
        </div>
        {q?.visits_total ? (
          <div>
            <dt>{t("wallet.buy.visits")}</dt>
            <dd>{t("wallet.buy.visitsValue", { perMonth: q.visits_per_month ?? 0, total: q.visits_total })}</dd>
          </div>
        ) : null}
        {q?.total !== undefined ? (
          <div>
            <dt>{t("wallet.buy.price")}</dt>
            <dd>
              <bdi data-testid="buy-package-price">{formatMoney(q.total, i18n.language)}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="kh-mypkg-actions">
        <Link to={`/packages/${item.package_id}`} className="kh-wallet-link">
          {t("wallet.buy.change")}
        </Link>
        {onRemove ? (
          <button type="button" className="kh-wallet-link kh-buy-danger" onClick={onRemove}>
            {t("wallet.buy.remove")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** Subtotal, discount, VAT and total exactly as the server computed them. */
export function Totals({ cart }: { cart: PackageCart }) {
  const { t, i18n } = useTranslation();
  const money = (v: number | string | null | undefined) => formatMoney(v, i18n.language);
  const s = cart.summary;
  return (
    <dl className="kh-buy-totals" data-testid="buy-package-summary">
      <div>
        <dt>{t("wallet.buy.subtotal")}</dt>
        <dd>
          <bdi>{money(s.subtotal)}</bdi>
        </dd>
      </div>
      {Number(s.discount) > 0 ? (
        <div className="kh-buy-discount">
          <dt>{cart.coupon ? t("wallet.buy.discountCode", { code: cart.coupon.code }) : t("wallet.buy.discount")}</dt>
          <dd>
            <bdi data-testid="buy-package-discount">-{money(s.discount)}</bdi>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t("wallet.buy.vat", { percent: formatNumber(s.vat_percentage, 0) })}</dt>
        <dd>
          <bdi>{money(s.vat_amount)}</bdi>
        </dd>
      </div>
      <div className="kh-buy-total">
        <dt>{t("wallet.buy.total")}</dt>
        <dd>
          <bdi data-testid="buy-package-total">{money(s.total)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
