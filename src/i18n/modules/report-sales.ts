import { registerStrings } from "../lazy";

/** The sales report (issue 19): its cards, charts, table and statuses, English and Arabic. */
export const en = {
  reportSales: {
    description: "Paid orders (wallet top-ups excluded) by the day they were paid, Asia/Dubai.",
    cards: {
      orders: "Orders",
      gross: "Gross sales",
      discounts: "Discounts",
      total: "Paid (VAT included)",
      vat: "VAT",
      net: "Net sales",
      commission: "Commission",
      partnerNet: "Partner net",
      average: "Average order",
    },
    charts: {
      overTime: "Sales over time",
      byCategory: "By category",
      byPartner: "By partner",
      byEmirate: "By emirate",
      byMethod: "By payment method",
      orders: "Orders",
      total: "Paid (AED)",
    },
    columns: {
      number: "Order",
      paidAt: "Paid at",
      customer: "Customer",
      partner: "Partner",
      kind: "Type",
      method: "Payment method",
      status: "Status",
      gross: "Gross",
      discount: "Discount",
      total: "Paid",
      vat: "VAT",
      net: "Net",
      commission: "Commission",
    },
    statuses: { paid: "Paid", refunded: "Refunded" },
  },
};

export const ar: typeof en = {
  reportSales: {
    description: "الطلبات المدفوعة (دون شحن المحفظة) حسب يوم الدفع بتوقيت دبي.",
    cards: {
      orders: "الطلبات",
      gross: "إجمالي المبيعات",
      discounts: "الخصومات",
      total: "المدفوع (شامل الضريبة)",
      vat: "ضريبة القيمة المضافة",
      net: "صافي المبيعات",
      commission: "العمولة",
      partnerNet: "صافي مزود الخدمة",
      average: "متوسط الطلب",
    },
    charts: {
      overTime: "المبيعات عبر الوقت",
      byCategory: "حسب الفئة",
      byPartner: "حسب مزود الخدمة",
      byEmirate: "حسب الإمارة",
      byMethod: "حسب طريقة الدفع",
      orders: "الطلبات",
      total: "المدفوع (درهم)",
    },
    columns: {
      number: "الطلب",
      paidAt: "تاريخ الدفع",
      customer: "العميل",
      partner: "مزود الخدمة",
      kind: "النوع",
      method: "طريقة الدفع",
      status: "الحالة",
      gross: "الإجمالي",
      discount: "الخصم",
      total: "المدفوع",
      vat: "الضريبة",
      net: "الصافي",
      commission: "العمولة",
    },
    statuses: { paid: "مدفوع", refunded: "مسترد" },
  },
};

// Ships with the chunks that import this file (see ../lazy.ts).
registerStrings({ en, ar });
