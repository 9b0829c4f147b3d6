import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Server messages in the caller's language. Routes and schemas write English; a preSerialization hook turns the
 * envelope's `message` and 422 `errors` into Arabic when the request's Accept-Language prefers `ar`. A message
 * with no translation stays English (better than nothing), and a test lists any that lack one.
 */
export type Lang = "en" | "ar";

export const requestLanguage = (request: Pick<FastifyRequest, "headers">): Lang => {
  const header = String(request.headers["accept-language"] ?? "");
  const first = header.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("ar") ? "ar" : "en";
};

const FIELDS: Record<string, string> = {
  "category ids": "الفئات",
  "first name": "الاسم الأول",
  "last name": "اسم العائلة",
  email: "البريد الإلكتروني",
  phone: "رقم الجوال",
  password: "كلمة المرور",
  "password confirmation": "تأكيد كلمة المرور",
  "current password": "كلمة المرور الحالية",
  otp: "الرمز",
  code: "الرمز",
  gender: "الجنس",
  role: "الدور",
  purpose: "الغرض",
  "preferred language": "اللغة المفضلة",
  page: "رقم الصفحة",
  limit: "الحد",
  "category id": "رقم الفئة",
  "partner id": "رقم مزود الخدمة",
  "service id": "رقم الخدمة",
  "package id": "رقم الباقة",
  "emirate id": "رقم الإمارة",
  "community id": "رقم المنطقة",
  latitude: "خط العرض",
  longitude: "خط الطول",
  "sort key": "مفتاح الترتيب",
  "sort val": "اتجاه الترتيب",
  trending: "الأكثر طلباً",
  "is favourite": "المفضلة",
  "is handpicked": "المختارة",
  active: "التفعيل",
  status: "الحالة",
  type: "النوع",
  duration: "المدة",
  "property type": "نوع العقار",
  "property size": "حجم العقار",
  "property id": "نوع العقار",
  "package duration id": "مدة الباقة",
  "user address id": "العنوان",
  audience: "الفئة المستهدفة",
  search: "البحث",
  q: "نص البحث",
  name: "الاسم",
  subject: "الموضوع",
  message: "الرسالة",
  id: "المعرّف",
  target: "الجهة المستهدفة",
  country: "الدولة",
  "time zone": "المنطقة الزمنية",
  body: "الرسالة",
  "guest name": "الاسم",
  "guest email": "البريد الإلكتروني",
  "after id": "رقم آخر رسالة",
  label: "اسم العنوان",
  building: "المبنى",
  "apartment or villa number": "رقم الشقة أو الفيلا",
  street: "الشارع",
  "is default": "العنوان الافتراضي",
};
const field = (name: string) => FIELDS[name] ?? name;

export const AR: Record<string, string> = {
  "Preferences saved": "تم حفظ اهتماماتك",
  "One or more of the chosen categories do not exist.": "بعض الفئات المختارة غير موجودة.",
  "Choose at most 20 categories.": "اختر 20 فئة على الأكثر.",
  "Each category must be an id.": "يجب أن تكون كل فئة معرّفاً صحيحاً.",
  "The given data was invalid.": "البيانات المدخلة غير صحيحة.",
  "Unauthenticated.": "غير مصرح بالدخول.",
  "You do not have permission to perform this action.": "ليست لديك صلاحية لتنفيذ هذا الإجراء.",
  "Not Found": "غير موجود",
  "Payload Too Large": "حجم البيانات كبير جداً",
  "Something went wrong": "حدث خطأ ما",
  "Invalid API key.": "مفتاح الواجهة البرمجية غير صحيح.",
  "Invalid value.": "قيمة غير صحيحة.",
  "Client access token generated": "تم إنشاء رمز الدخول",
  "Login successfully": "تم تسجيل الدخول بنجاح",
  "Logout successfully": "تم تسجيل الخروج بنجاح",
  "OTP sent successfully": "تم إرسال الرمز بنجاح",
  "OTP issued (no delivery channel configured)": "تم إصدار الرمز",
  "Phone verified successfully": "تم تأكيد رقم الجوال بنجاح",
  "Email verified successfully": "تم تأكيد البريد الإلكتروني بنجاح",
  "Registration successful. Enter the code sent to your phone.": "تم التسجيل بنجاح. أدخل الرمز المرسل إلى جوالك.",
  "If an account exists for this email, a reset code has been sent.":
    "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمز إعادة التعيين.",
  "Your password has been reset.": "تمت إعادة تعيين كلمة المرور.",
  "Password changed successfully": "تم تغيير كلمة المرور بنجاح",
  "Profile updated successfully": "تم تحديث الملف الشخصي بنجاح",
  "Role switched successfully": "تم تغيير الدور بنجاح",
  "User details": "بيانات المستخدم",
  Settings: "الإعدادات",
  Configurations: "الإعدادات العامة",
  "Either {email, password} or {phone, otp}.": "أدخل البريد الإلكتروني وكلمة المرور، أو رقم الجوال والرمز.",
  "Enter a UAE mobile number, e.g. +971 50 123 4567": "أدخل رقم جوال إماراتي، مثل ‎+971 50 123 4567",
  "No account uses this phone number.": "لا يوجد حساب بهذا الرقم.",
  "The code is invalid or has expired.": "الرمز غير صحيح أو منتهي الصلاحية.",
  "The current password is incorrect.": "كلمة المرور الحالية غير صحيحة.",
  "The email has already been taken.": "البريد الإلكتروني مستخدم من قبل.",
  "The phone has already been taken.": "رقم الجوال مستخدم من قبل.",
  "The email must be a valid email address.": "يجب أن يكون البريد الإلكتروني صحيحاً.",
  "The gender must be female, male or other.": "يجب أن يكون الجنس أنثى أو ذكر أو آخر.",
  "The password confirmation does not match.": "تأكيد كلمة المرور غير مطابق.",
  "The password must be at least 8 characters.": "يجب ألا تقل كلمة المرور عن 8 أحرف.",
  "The password must contain at least one letter and one number.": "يجب أن تحتوي كلمة المرور على حرف ورقم على الأقل.",
  "The preferred language must be en or ar.": "يجب أن تكون اللغة المفضلة en أو ar.",
  "The purpose must be login or register.": "يجب أن يكون الغرض login أو register.",
  "These credentials do not match our records.": "بيانات الدخول غير مطابقة لسجلاتنا.",
  "You do not hold this role.": "لا تملك هذا الدور.",
  "Your account is inactive. Please contact support.": "حسابك غير مفعّل. يرجى التواصل مع الدعم.",
  // catalog, packages, locations, content, favourites
  Categories: "الفئات",
  Partners: "مزودو الخدمة",
  "Partner details": "بيانات مزود الخدمة",
  Services: "الخدمات",
  "Service details": "تفاصيل الخدمة",
  Reviews: "التقييمات",
  "Search results": "نتائج البحث",
  Packages: "الباقات",
  "Package details": "تفاصيل الباقة",
  "Property types": "أنواع العقارات",
  "Package prices": "أسعار الباقة",
  "Package price": "سعر الباقة",
  Emirates: "الإمارات",
  Communities: "المناطق",
  Banners: "الإعلانات",
  FAQs: "الأسئلة الشائعة",
  Favourites: "المفضلة",
  "Added to favourites": "تمت الإضافة إلى المفضلة",
  "Removed from favourites": "تمت الإزالة من المفضلة",
  "Your message has been sent.": "تم إرسال رسالتك.",
  "The partner was not found.": "مزود الخدمة غير موجود.",
  "The service was not found.": "الخدمة غير موجودة.",
  "The package was not found.": "الباقة غير موجودة.",
  "The page was not found.": "الصفحة غير موجودة.",
  "The latitude field is required when sort-key is near_me.": "حقل خط العرض مطلوب عند الترتيب حسب الأقرب.",
  "The limit must be -1 or between 1 and 1000.": "يجب أن يكون الحد ‎-1 أو بين 1 و1000.",
  "The partner id field is required when service id is not present.":
    "حقل رقم مزود الخدمة مطلوب عند عدم وجود رقم الخدمة.",
  "This package is not offered for the selected property type.": "هذه الباقة غير متاحة لنوع العقار المحدد.",
  "This package has no price for the selected property size.": "لا يوجد سعر لهذه الباقة لحجم العقار المحدد.",
  // support chat
  "Support conversation": "محادثة الدعم",
  "Support conversations": "محادثات الدعم",
  "Message sent": "تم إرسال الرسالة",
  "Reply sent": "تم إرسال الرد",
  "Conversation closed": "تم إغلاق المحادثة",
  "The conversation was not found.": "المحادثة غير موجودة.",
  "This conversation is closed.": "هذه المحادثة مغلقة.",
  "The guest email must be a valid email address.": "يجب أن يكون البريد الإلكتروني صحيحاً.",
  // addresses
  Addresses: "العناوين",
  "Address added": "تمت إضافة العنوان",
  "Address updated": "تم تحديث العنوان",
  "Address deleted": "تم حذف العنوان",
  "Default address changed": "تم تغيير العنوان الافتراضي",
  "The address was not found.": "العنوان غير موجود.",
  "The community does not belong to the emirate.": "المنطقة لا تتبع الإمارة المختارة.",
  "The property size is not valid for the property type.": "حجم العقار غير متاح لنوع العقار المختار.",
  "The longitude field is required when latitude is present.": "حقل خط الطول مطلوب عند وجود خط العرض.",
  "The latitude field is required when longitude is present.": "حقل خط العرض مطلوب عند وجود خط الطول.",
};

const PATTERNS: Array<[RegExp, (...m: string[]) => string]> = [
  [/^The (.+) field is required\.$/, (_, f) => `حقل ${field(f)} مطلوب.`],
  [/^The (.+) must be a string\.$/, (_, f) => `يجب أن يكون ${field(f)} نصاً.`],
  [/^The (.+) must be 6 digits\.$/, (_, f) => `يجب أن يتكون ${field(f)} من 6 أرقام.`],
  [/^The (.+) may not be greater than (\d+) characters\.$/, (_, f, n) => `يجب ألا يزيد ${field(f)} عن ${n} حرفاً.`],
  [/^The (.+) must be an integer\.$/, (_, f) => `يجب أن يكون ${field(f)} عدداً صحيحاً.`],
  [/^The (.+) must be a number\.$/, (_, f) => `يجب أن يكون ${field(f)} رقماً.`],
  [/^The (.+) must be at least (-?\d+)\.$/, (_, f, n) => `يجب ألا يقل ${field(f)} عن ${n}.`],
  [/^The (.+) may not be greater than (-?\d+)\.$/, (_, f, n) => `يجب ألا يزيد ${field(f)} عن ${n}.`],
  [/^The (.+) must be between (-?[\d.]+) and (-?[\d.]+)\.$/, (_, f, a, b) => `يجب أن يكون ${field(f)} بين ${a} و${b}.`],
  [/^The (.+) field must be true or false\.$/, (_, f) => `يجب أن تكون قيمة ${field(f)} صحيحة أو خاطئة (1 أو 0).`],
  [/^The selected (.+) is invalid\.$/, (_, f) => `قيمة ${field(f)} المحددة غير صحيحة.`],
  [/^The (.+) field is required when (.+) is present\.$/, (_, f, o) => `حقل ${field(f)} مطلوب عند وجود ${field(o)}.`],
  [
    /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    (_, n) => `محاولات كثيرة. حاول مرة أخرى بعد ${n} دقيقة.`,
  ],
];

/** Messages two modules translated differently (kept for the test that forbids them). */
export const TRANSLATION_CONFLICTS: Array<{ message: string; first: string; second: string }> = [];

/**
 * Lets a module keep its own Arabic messages next to its routes (call at module load): exact messages, plus
 * patterns for messages with numbers or names in them.
 */
export function addTranslations(
  exact: Record<string, string>,
  patterns: Array<[RegExp, (...m: string[]) => string]> = [],
  fields: Record<string, string> = {},
): void {
  for (const [message, arabic] of Object.entries(exact)) {
    // One English message has one Arabic wording across modules (a second, different one is a bug).
    if (AR[message] !== undefined && AR[message] !== arabic) {
      TRANSLATION_CONFLICTS.push({ message, first: AR[message], second: arabic });
      continue; // the first wording stays; tests/server/i18n.test.ts fails until the modules agree
    }
    AR[message] = arabic;
  }
  Object.assign(FIELDS, fields);
  PATTERNS.push(...patterns);
}

/** The message in `lang`, or the English message when no translation is known. */
export function translate(message: string, lang: Lang): string {
  if (lang === "en" || !message) return message;
  const exact = AR[message];
  if (exact) return exact;
  for (const [pattern, render] of PATTERNS) {
    const m = message.match(pattern);
    if (m) return render(...m);
  }
  return message;
}

/**
 * Text typed by a person or a Latin name inside an Arabic sentence, wrapped in Unicode isolates (FSI ... PDI): an
 * English comment keeps its full stop at its end and does not reorder the Arabic around it, in any client.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

export const hasTranslation = (message: string): boolean => translate(message, "ar") !== message;

type Payload = { message?: unknown; errors?: Record<string, unknown> } | null;

export function registerI18n(app: FastifyInstance) {
  app.addHook("preSerialization", async (request, _reply, payload: unknown) => {
    const lang = requestLanguage(request);
    if (lang === "en" || typeof payload !== "object" || payload === null) return payload;
    const p = payload as Payload & Record<string, unknown>;
    if (typeof p.message !== "string" && !p.errors) return payload;
    const out: Record<string, unknown> = { ...p };
    if (typeof p.message === "string") out.message = translate(p.message, lang);
    if (p.errors && typeof p.errors === "object") {
      out.errors = Object.fromEntries(
        Object.entries(p.errors).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.map((m) => (typeof m === "string" ? translate(m, lang) : m)) : v,
        ]),
      );
    }
    return out;
  });
}
