import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { Price } from "../../src/components/storefront/ui/price";
import { VatHint } from "../../src/features/catalog/money";
import { i18n, initI18n } from "../../src/i18n";
import { useKhidmaStore } from "../../src/state";

/** The VAT rate the texts and hints show follows the saved settings (get-configurations' vat_percentage, issue 18). */
initI18n("en");

const view = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const setRate = (vat_percentage?: number) =>
  act(() =>
    useKhidmaStore.getState().setConfig({ configurations: vat_percentage === undefined ? {} : { vat_percentage } }),
  );

afterEach(async () => {
  cleanup();
  setRate();
  await i18n.changeLanguage("en");
});

describe("the VAT rate on screen", () => {
  it("reads 5% until a rate is served, then the saved one, in English and Arabic", async () => {
    setRate();
    view(<Price amount={110} vatNote />);
    expect(screen.getByText("incl. 5% VAT")).toBeInTheDocument();
    setRate(10);
    expect(screen.getByText("incl. 10% VAT")).toBeInTheDocument();
    cleanup();
    await act(() => i18n.changeLanguage("ar"));
    view(<Price amount={110} vatNote />);
    expect(screen.getByText("شامل ضريبة القيمة المضافة 10٪")).toBeInTheDocument();
  });

  it("the partner's price hint splits the VAT at the saved rate", () => {
    setRate(10);
    view(<VatHint price={110} />);
    // 110 x 10 / 110 = 10.00 of VAT, 100.00 net
    expect(screen.getByTestId("vat-hint")).toHaveTextContent(/AED\s?10\.00/);
    expect(screen.getByTestId("vat-hint")).toHaveTextContent(/AED\s?100\.00/);
  });
});
