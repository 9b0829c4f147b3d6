import "../../../../i18n/modules/bookings";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../../api";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { directionOf } from "../../../../i18n";
import { Amount } from "./amounts";
import { useBilingual } from "./invoice-bilingual";
import { InvoiceLinesTable } from "./invoice-lines";
import type { Invoice } from "./types";
import { useFormat } from "./use-format";
import { useSilentApi } from "./use-silent-api";
import "./invoice.css";

/** /invoice/:orderId: the printable UAE tax invoice. The page follows the UI language; key labels are bilingual. */
export default function InvoicePage() {
  const { t } = useTranslation();
  const { orderId } = useParams();
  const f = useFormat();
  const { lang, other, o, bi, names } = useBilingual();
  const invoice = useSilentApi<Invoice>(orderId ? fillId(ENDPOINTS.invoice, orderId) : null);
  const inv = invoice.data;

  const toolbar = (
    <nav className="kh-inv-toolbar kh-inv-noprint" aria-label={t("bookings.invoice.actions")}>
      <Link to="/bookings" className="kh-inv-back">
        <span aria-hidden="true" className="kh-flip">
          ‹
        </span>{" "}
        {t("bookings.invoice.back")}
      </Link>
      {inv ? (
        <button type="button" className="kh-button" onClick={() => window.print()}>
          {t("bookings.invoice.print")}
        </button>
      ) : null}
    </nav>
  );

  if (invoice.isLoading) {
    return (
      <main className="kh-inv-page" lang={lang} dir={directionOf(lang)}>
        {toolbar}
        <p className="kh-inv-state" role="status">
          {t("bookings.invoice.loading")}
        </p>
      </main>
    );
  }
  if (invoice.isError || !inv) {
    const notReady = isApiError(invoice.error) && invoice.error.status === 404;
    return (
      <main className="kh-inv-page" lang={lang} dir={directionOf(lang)}>
        {toolbar}
        <div className="kh-inv-state" role="alert" data-testid="invoice-unavailable">
          <h1>{notReady ? t("bookings.invoice.notReadyTitle") : t("bookings.invoice.errorTitle")}</h1>
          <p>{notReady ? t("bookings.invoice.notReady") : t("bookings.invoice.error")}</p>
          {notReady ? (
            <Link to="/bookings" className="kh-button">
              {t("bookings.invoice.back")}
            </Link>
          ) : (
            <button type="button" className="kh-button" onClick={() => void invoice.refetch()}>
              {t("bookings.retry")}
            </button>
          )}
        </div>
      </main>
    );
  }

  return (
    <main className="kh-inv-page" lang={lang} dir={directionOf(lang)}>
      {toolbar}
      <article className="kh-inv" aria-labelledby="kh-inv-title" data-testid="invoice">
        <header className="kh-inv-head">
          <div className="kh-inv-supplier">
            {names(inv.supplier)}
            <span className="kh-inv-prewrap">{inv.supplier.address}</span>
            <span>
              {bi("bookings.invoice.trn")}: <bdi data-testid="invoice-trn">{inv.supplier.trn}</bdi>
            </span>
          </div>
          <div className="kh-inv-titleblock">
            <h1 id="kh-inv-title">{bi("bookings.invoice.title")}</h1>
            <dl className="kh-inv-meta">
              <div>
                <dt>{bi("bookings.invoice.number", false)}</dt>
                <dd>
                  <bdi data-testid="invoice-number">{inv.number}</bdi>
                </dd>
              </div>
              <div>
                <dt>{bi("bookings.invoice.issueDate", false)}</dt>
                <dd>
                  <bdi>{f.date(inv.issued_at)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{bi("bookings.invoice.supplyDate", false)}</dt>
                <dd>
                  <bdi>{f.date(inv.supply_date)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{bi("bookings.invoice.order", false)}</dt>
                <dd>
                  <bdi>{inv.order_number}</bdi>
                </dd>
              </div>
            </dl>
          </div>
        </header>

        <section className="kh-inv-parties">
          <div>
            <h2>{bi("bookings.invoice.billTo")}</h2>
            <strong>{inv.customer.name}</strong>
            {inv.customer.address ? <span className="kh-inv-prewrap">{inv.customer.address}</span> : null}
            {inv.customer.email ? (
              <span>
                <bdi dir="ltr">{inv.customer.email}</bdi>
              </span>
            ) : null}
            {inv.customer.phone ? (
              <span>
                <bdi dir="ltr">{inv.customer.phone}</bdi>
              </span>
            ) : null}
          </div>
          {inv.provider ? (
            <div>
              <h2>{bi("bookings.invoice.provider")}</h2>
              {names(inv.provider)}
            </div>
          ) : null}
        </section>

        <InvoiceLinesTable inv={inv} />

        <div className="kh-inv-bottom">
          <dl className="kh-inv-payment">
            <div>
              <dt>{bi("bookings.invoice.paidBy", false)}</dt>
              <dd>{inv.paid_by ? t(`bookings.method.${inv.paid_by}`, { defaultValue: inv.paid_by }) : "—"}</dd>
            </div>
            {inv.payment_reference ? (
              <div>
                <dt>{bi("bookings.invoice.reference", false)}</dt>
                <dd>
                  <bdi>{inv.payment_reference}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          <dl className="kh-inv-totals" data-testid="invoice-totals">
            <div>
              <dt>{bi("bookings.invoice.subtotal", false)}</dt>
              <dd>
                <Amount value={inv.subtotal_excl_vat} testId="invoice-subtotal" />
              </dd>
            </div>
            <div>
              <dt>{bi("bookings.invoice.discount", false)}</dt>
              <dd>
                <Amount value={inv.discount} testId="invoice-discount" />
              </dd>
            </div>
            <div>
              <dt>{bi("bookings.invoice.vatTotal", false)}</dt>
              <dd>
                <Amount value={inv.vat_amount} testId="invoice-vat" />
              </dd>
            </div>
            <div className="kh-inv-grand">
              <dt>{bi("bookings.invoice.total", false)}</dt>
              <dd>
                <Amount value={inv.total} testId="invoice-total" />
              </dd>
            </div>
          </dl>
        </div>

        <footer className="kh-inv-foot">
          <p>{t("bookings.invoice.footer")}</p>
          <p className="kh-inv-alt" lang={other} dir={directionOf(other)}>
            {o("bookings.invoice.footer")}
          </p>
        </footer>
      </article>
    </main>
  );
}
