import { registerStrings } from "../lazy";

/**
 * Strings of the admin's announcements (issue 18c, en, ar; src/portals/admin/notifications): the compose form with
 * its preview, and the history of what was sent.
 */
export const en = {
  adminAnnouncements: {
    title: "Announcements",
    compose: {
      title: "Send an announcement",
      hint: "A notification to every active user of the segment, in their notifications list.",
      segment: "Send to",
      partner: "Partner",
      category: "Category",
      emirate: "Emirate",
      choosePartner: "Choose a partner",
      chooseCategory: "Choose a category",
      chooseEmirate: "Choose an emirate",
      titleEn: "Title (English)",
      titleAr: "Title (Arabic)",
      bodyEn: "Message (English)",
      bodyAr: "Message (Arabic)",
      required: "This field is required",
      preview: "Preview",
      previewTitle: "Preview",
      recipients: "Recipients: {{count}}",
      noRecipients: "Nobody in this segment would receive it. Choose another segment.",
      send: "Send",
      confirm: "Send this announcement now? Recipients: {{count}}",
      confirmOk: "Send now",
      cancel: "Cancel",
      sent: "Announcement sent. Recipients: {{count}}",
      refused: "The announcement was not sent: see the fields marked in red.",
    },
    segments: {
      all_customers: "All customers",
      all_partners: "All partners",
      partner_team: "One partner's team",
      category_customers: "Customers of a category",
      emirate_customers: "Customers in an emirate",
    },
    history: {
      title: "Sent announcements",
      search: "Search announcements",
      empty: "No announcement has been sent yet.",
      when: "Sent",
      announcement: "Announcement",
      segment: "Segment",
      recipients: "Recipients",
      sentBy: "Sent by",
    },
  },
};

export const ar: typeof en = {
  adminAnnouncements: {
    title: "الإعلانات",
    compose: {
      title: "إرسال إعلان",
      hint: "إشعار يصل إلى كل مستخدم نشط في الشريحة، في قائمة إشعاراته.",
      segment: "إرسال إلى",
      partner: "مزود الخدمة",
      category: "الفئة",
      emirate: "الإمارة",
      choosePartner: "اختر مزود خدمة",
      chooseCategory: "اختر فئة",
      chooseEmirate: "اختر إمارة",
      titleEn: "العنوان (بالإنجليزية)",
      titleAr: "العنوان (بالعربية)",
      bodyEn: "الرسالة (بالإنجليزية)",
      bodyAr: "الرسالة (بالعربية)",
      required: "هذا الحقل مطلوب",
      preview: "معاينة",
      previewTitle: "المعاينة",
      recipients: "عدد المستلمين: {{count}}",
      noRecipients: "لن يصل الإعلان إلى أحد في هذه الشريحة. اختر شريحة أخرى.",
      send: "إرسال",
      confirm: "إرسال هذا الإعلان الآن؟ عدد المستلمين: {{count}}",
      confirmOk: "أرسل الآن",
      cancel: "إلغاء",
      sent: "تم إرسال الإعلان. عدد المستلمين: {{count}}",
      refused: "لم يُرسل الإعلان: راجع الحقول المحددة باللون الأحمر.",
    },
    segments: {
      all_customers: "كل العملاء",
      all_partners: "كل مزودي الخدمة",
      partner_team: "فريق مزود خدمة",
      category_customers: "عملاء فئة",
      emirate_customers: "العملاء في إمارة",
    },
    history: {
      title: "الإعلانات المرسلة",
      search: "البحث في الإعلانات",
      empty: "لم يُرسل أي إعلان بعد.",
      when: "أُرسل",
      announcement: "الإعلان",
      segment: "الشريحة",
      recipients: "المستلمون",
      sentBy: "أرسله",
    },
  },
};

registerStrings({ en, ar });
