import { registerStrings } from "../lazy";

/**
 * Shared strings of the money screens (issue 17, en, ar), used by src/features/money (ledger line types, payout
 * statuses, the ledger lines table, a payout's figures and a balance's cards) in the admin's and the partner's
 * payouts and ledger screens. Screen-specific strings live in each area's own module.
 */
export const en = {
  money: {
    types: {
      revenue: "Revenue",
      discount: "Discount",
      commission: "Commission",
      commission_vat: "VAT on commission",
      supply_vat: "VAT on supply",
      fee: "Fee",
      reversal: "Refund",
      cash_collected: "Cash collected",
      adjustment: "Adjustment",
      payout: "Payout",
      payout_reversal: "Payout returned",
      carry_forward: "Carried forward",
    },
    statuses: { pending: "Pending", approved: "Approved", paid: "Paid", failed: "Failed" },
    lines: {
      date: "Date",
      partner: "Partner",
      type: "Type",
      description: "Description",
      reason: "Reason: {{reason}}",
      payout: "Payout",
      amount: "Amount",
      total: "Total",
      empty: "No ledger lines.",
    },
    figures: {
      revenue: "Revenue",
      discounts: "Discounts",
      commission: "Commission",
      commission_vat: "VAT on commission",
      supply_vat: "VAT on the partner's supply",
      fees: "Fees",
      refunds: "Refunds",
      cash_collected: "Cash collected",
      adjustments: "Adjustments",
      carried_over: "Carried over",
      amount: "Amount paid",
    },
    balance: {
      total: "Total balance",
      pending: "Pending",
      available: "Available",
      pendingHint: "In the {{days}}-day holding period",
      availableHint: "Paid in the next payout cycle",
      totalHint: "Everything not paid out yet",
    },
  },
};

export const ar: typeof en = {
  money: {
    types: {
      revenue: "إيراد",
      discount: "خصم",
      commission: "عمولة",
      commission_vat: "ضريبة القيمة المضافة على العمولة",
      supply_vat: "ضريبة القيمة المضافة على التوريد",
      fee: "رسوم",
      reversal: "استرداد",
      cash_collected: "نقد محصّل",
      adjustment: "تسوية",
      payout: "دفعة",
      payout_reversal: "دفعة مُعادة",
      carry_forward: "رصيد مُرحّل",
    },
    statuses: { pending: "قيد الانتظار", approved: "معتمدة", paid: "مدفوعة", failed: "فشلت" },
    lines: {
      date: "التاريخ",
      partner: "الشريك",
      type: "النوع",
      description: "الوصف",
      reason: "السبب: {{reason}}",
      payout: "الدفعة",
      amount: "المبلغ",
      total: "الإجمالي",
      empty: "لا توجد قيود.",
    },
    figures: {
      revenue: "الإيرادات",
      discounts: "الخصومات",
      commission: "العمولة",
      commission_vat: "ضريبة القيمة المضافة على العمولة",
      supply_vat: "ضريبة القيمة المضافة على توريد الشريك",
      fees: "الرسوم",
      refunds: "المبالغ المستردة",
      cash_collected: "النقد المحصّل",
      adjustments: "التسويات",
      carried_over: "الرصيد المُرحّل",
      amount: "المبلغ المدفوع",
    },
    balance: {
      total: "إجمالي الرصيد",
      pending: "قيد الانتظار",
      available: "متاح",
      pendingHint: "ضمن فترة الاحتجاز البالغة {{days}} أيام",
      availableHint: "يُدفع في دورة الدفع القادمة",
      totalHint: "كل ما لم يُدفع بعد",
    },
  },
};

registerStrings({ en, ar });
