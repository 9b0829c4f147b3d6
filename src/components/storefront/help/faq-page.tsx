import type { ReactNode } from "react";
import { Link } from "react-router";
import { FaqList } from "./faq-list";

/** A FAQ page for one audience: hero, the searchable list, and two next steps for whoever is still stuck. */
export function FaqPage({
  audience,
  title,
  subtitle,
  moreTitle,
  actions,
}: {
  audience: "customer" | "partner";
  title: ReactNode;
  subtitle: ReactNode;
  moreTitle: ReactNode;
  actions: Array<{ to: string; label: ReactNode }>;
}) {
  return (
    <main className="kh-help">
      <header className="kh-help-hero">
        <div className="kh-container">
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </div>
      </header>
      <section className="kh-section">
        <div className="kh-container kh-help-narrow">
          <FaqList audience={audience} />
          <aside className="kh-help-more">
            <h2>{moreTitle}</h2>
            <div className="kh-help-actions">
              {actions.map((a, i) => (
                <Link key={a.to} to={a.to} className={i === 0 ? "kh-button" : "kh-button kh-ghost"}>
                  {a.label}
                </Link>
              ))}
            </div>
          </aside>
        </div>
      </section>
    </main>
  );
}
