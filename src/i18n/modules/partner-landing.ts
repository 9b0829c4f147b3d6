import { registerStrings } from "../lazy";

/** Strings of the "Become a partner" landing page and the partner FAQ, English and Arabic (same keys; tests/web/i18n.test.ts checks parity). */
export const en = {
  partnerLanding: {
    eyebrow: "Khidma for business",
    title: "Grow your service company with Khidma",
    subtitle:
      "Reach customers in all seven emirates who are ready to book cleaning, maintenance and facility services. You do the work, we bring the bookings.",
    register: "Become a partner",
    login: "Partner sign in",
    faq: "Partner FAQ",
    figuresTitle: "Khidma in numbers",
    figures: {
      emirates: "emirates covered",
      emiratesValue: "7",
      customers: "customers booking every month",
      customersValue: "25,000+",
      payout: "payouts straight to your bank",
      payoutValue: "Weekly",
      commission: "to join, no monthly fee",
      commissionValue: "AED 0",
    },
    howTitle: "How it works",
    steps: {
      registerTitle: "Register",
      registerBody: "Create your partner account with your mobile number and email in a few minutes.",
      onboardTitle: "Onboard",
      onboardBody:
        "Tell us about your company, upload your trade licence and bank details, and choose your services and areas.",
      approvalTitle: "Get approved",
      approvalBody: "Our team checks your documents, usually within two working days.",
      bookingsTitle: "Get bookings",
      bookingsBody: "Customers book you directly. Manage jobs, your team and payouts from your portal.",
    },
    benefitsTitle: "Why partners choose Khidma",
    benefits: {
      demandTitle: "Steady demand",
      demandBody: "One-off bookings and monthly packages fill your calendar with recurring work.",
      toolsTitle: "Tools for your team",
      toolsBody: "Assign technicians, set working hours and holidays, and track every appointment.",
      paymentsTitle: "Reliable payments",
      paymentsBody: "Customers pay online; you receive clear payout statements and reports.",
      growthTitle: "Grow your brand",
      growthBody: "Reviews, ratings and handpicked packages help new customers find and trust you.",
    },
    ctaTitle: "Ready to grow?",
    ctaBody: "Registration is free. Questions first? Read the partner FAQ.",
    faqTitle: "Partner FAQ",
    faqSubtitle: "Answers for service companies joining Khidma.",
    backToPartner: "Become a partner",
  },
};

export const ar: typeof en = {
  partnerLanding: {
    eyebrow: "خدمة للأعمال",
    title: "نمِّ شركة خدماتك مع خدمة",
    subtitle:
      "صل إلى عملاء في الإمارات السبع مستعدين لحجز خدمات التنظيف والصيانة وإدارة المرافق. أنت تنجز العمل، ونحن نجلب الحجوزات.",
    register: "كن شريكًا",
    login: "دخول الشركاء",
    faq: "أسئلة الشركاء",
    figuresTitle: "خدمة بالأرقام",
    figures: {
      emirates: "إمارات نغطيها",
      emiratesValue: "7",
      customers: "عميل يحجز كل شهر",
      customersValue: "25,000+",
      payout: "دفعات مباشرة إلى حسابك البنكي",
      payoutValue: "أسبوعيًا",
      commission: "للانضمام، بلا رسوم شهرية",
      commissionValue: "0 د.إ",
    },
    howTitle: "كيف تعمل",
    steps: {
      registerTitle: "سجّل",
      registerBody: "أنشئ حساب الشريك برقم جوالك وبريدك الإلكتروني في دقائق.",
      onboardTitle: "أكمل بياناتك",
      onboardBody: "عرّفنا بشركتك، وارفع الرخصة التجارية وبيانات البنك، واختر خدماتك ومناطقك.",
      approvalTitle: "احصل على الموافقة",
      approvalBody: "يراجع فريقنا مستنداتك عادةً خلال يومي عمل.",
      bookingsTitle: "استقبل الحجوزات",
      bookingsBody: "يحجزك العملاء مباشرة. أدر المهام وفريقك ومستحقاتك من بوابتك.",
    },
    benefitsTitle: "لماذا يختار الشركاء خدمة",
    benefits: {
      demandTitle: "طلب مستمر",
      demandBody: "الحجوزات الفردية والباقات الشهرية تملأ جدولك بعمل متكرر.",
      toolsTitle: "أدوات لفريقك",
      toolsBody: "عيّن الفنيين، وحدد ساعات العمل والعطلات، وتابع كل موعد.",
      paymentsTitle: "مدفوعات موثوقة",
      paymentsBody: "يدفع العملاء عبر الإنترنت، وتحصل على كشوف مستحقات وتقارير واضحة.",
      growthTitle: "نمِّ علامتك",
      growthBody: "التقييمات والمراجعات والباقات المختارة تساعد العملاء الجدد على إيجادك والثقة بك.",
    },
    ctaTitle: "هل أنت مستعد للنمو؟",
    ctaBody: "التسجيل مجاني. لديك أسئلة أولًا؟ اقرأ أسئلة الشركاء.",
    faqTitle: "أسئلة الشركاء",
    faqSubtitle: "إجابات لشركات الخدمات المنضمة إلى خدمة.",
    backToPartner: "كن شريكًا",
  },
};

// Ships with the storefront screens that import this file (see ../lazy.ts), never with the portals.
registerStrings({ en, ar });
