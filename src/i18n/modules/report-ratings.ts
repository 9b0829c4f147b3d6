import { registerStrings } from "../lazy";

/** The ratings report (issue 19): its cards, charts, breakdowns, table and statuses, English and Arabic. */
export const en = {
  reportRatings: {
    menu: "Ratings",
    description:
      "Customers' reviews written in the period: the average, the stars over time, by partner, service and technician.",
    cards: {
      reviews: "Reviews",
      average: "Average rating",
      positive: "4 and 5 stars",
      low: "1 and 2 stars",
      technician: "Technician rating",
      replied: "Answered by the partner",
      hidden: "Hidden",
    },
    charts: {
      average: "Average rating over time",
      distribution: "Stars over time",
      reviews: "Reviews",
      stars: "{{count}} stars",
      star: "1 star",
    },
    breakdowns: {
      byPartner: "By partner",
      byService: "By service",
      byTechnician: "By technician",
      name: "Name",
      reviews: "Reviews",
      average: "Average",
      low: "1-2 stars",
    },
    columns: {
      date: "Date",
      time: "Time",
      booking: "Booking",
      partner: "Partner",
      service: "Service",
      technician: "Technician",
      customer: "Customer",
      rating: "Rating",
      technicianRating: "Technician rating",
      comment: "Comment",
      status: "Status",
      replied: "Partner replied",
    },
    statuses: { visible: "Visible", hidden: "Hidden" },
    search: "Customer, comment or booking",
  },
};

export const ar: typeof en = {
  reportRatings: {
    menu: "التقييمات",
    description: "مراجعات العملاء المكتوبة في الفترة: المتوسط، والنجوم عبر الزمن، حسب الشريك والخدمة والفني.",
    cards: {
      reviews: "المراجعات",
      average: "متوسط التقييم",
      positive: "4 و5 نجوم",
      low: "نجمة ونجمتان",
      technician: "تقييم الفني",
      replied: "ردّ عليها الشريك",
      hidden: "مخفية",
    },
    charts: {
      average: "متوسط التقييم عبر الزمن",
      distribution: "النجوم عبر الزمن",
      reviews: "المراجعات",
      stars: "{{count}} نجوم",
      star: "نجمة واحدة",
    },
    breakdowns: {
      byPartner: "حسب الشريك",
      byService: "حسب الخدمة",
      byTechnician: "حسب الفني",
      name: "الاسم",
      reviews: "المراجعات",
      average: "المتوسط",
      low: "1-2 نجوم",
    },
    columns: {
      date: "التاريخ",
      time: "الوقت",
      booking: "الحجز",
      partner: "الشريك",
      service: "الخدمة",
      technician: "الفني",
      customer: "العميل",
      rating: "التقييم",
      technicianRating: "تقييم الفني",
      comment: "التعليق",
      status: "الحالة",
      replied: "رد الشريك",
    },
    statuses: { visible: "ظاهرة", hidden: "مخفية" },
    search: "العميل أو التعليق أو الحجز",
  },
};

// Ships with the screens that import this file (see ../lazy.ts).
registerStrings({ en, ar });
