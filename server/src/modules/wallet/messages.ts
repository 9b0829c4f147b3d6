import { addTranslations } from "../../lib/i18n.js";

export const WALLET_BALANCE = "Wallet balance";
export const WALLET_TRANSACTIONS = "Wallet transactions";
export const WALLET_TOPPED_UP = "Wallet topped up";
export const LOYALTY_SUMMARY = "Loyalty points";
export const LOYALTY_REDEEMED = "Points redeemed";
export const AMOUNT_DECIMALS = "The amount may have at most 2 decimals.";
export const walletShort = (balance: string) => `Your wallet balance (AED ${balance}) does not cover this order.`;
export const redeemTooFew = (min: number) => `Redeem at least ${min} points.`;
export const redeemTooMany = (held: number) => `You have only ${held} points.`;

addTranslations(
  {
    [WALLET_BALANCE]: "رصيد المحفظة",
    [WALLET_TRANSACTIONS]: "حركات المحفظة",
    [WALLET_TOPPED_UP]: "تم شحن المحفظة",
    [LOYALTY_SUMMARY]: "نقاط الولاء",
    [LOYALTY_REDEEMED]: "تم استبدال النقاط",
    [AMOUNT_DECIMALS]: "يجب ألا يزيد المبلغ عن منزلتين عشريتين.",
  },
  [
    [
      /^Your wallet balance \(AED ([\d.]+)\) does not cover this order\.$/,
      (_, n) => `رصيد محفظتك (${n} درهم) لا يغطي هذا الطلب.`,
    ],
    [/^Redeem at least (\d+) points\.$/, (_, n) => `استبدل ${n} نقطة على الأقل.`],
    [/^You have only (\d+) points\.$/, (_, n) => `لديك ${n} نقطة فقط.`],
  ],
  { amount: "المبلغ", points: "النقاط", "payment method": "طريقة الدفع" },
);
