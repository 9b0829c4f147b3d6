/**
 * The staff help centre (issue 18c): its topics (fixed keys, names in English and Arabic) and the guides every
 * database starts with (migration 034 inserts them once; editors change them in /admin/help afterwards).
 */

export const HELP_TOPICS = [
  { key: "partners", name_en: "Partners and applications", name_ar: "الشركاء وطلبات الانضمام" },
  { key: "bookings", name_en: "Appointments", name_ar: "المواعيد" },
  { key: "money", name_en: "Payments, refunds and payouts", name_ar: "المدفوعات والاستردادات والمستحقات" },
  { key: "catalog", name_en: "Catalogue", name_ar: "الكتالوج" },
  { key: "customers", name_en: "Customers and support", name_ar: "العملاء والدعم" },
  { key: "platform", name_en: "Platform and access", name_ar: "المنصة والصلاحيات" },
] as const;

export type HelpTopic = (typeof HELP_TOPICS)[number]["key"];
export const HELP_TOPIC_KEYS = HELP_TOPICS.map((t) => t.key) as [HelpTopic, ...HelpTopic[]];

export interface HelpSeedArticle {
  topic: HelpTopic;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
}

export const HELP_SEED_ARTICLES: HelpSeedArticle[] = [
  {
    topic: "partners",
    title_en: "Approve a partner application",
    title_ar: "اعتماد طلب انضمام شريك",
    body_en: `Applications arrive in **Marketplace > Applications**, newest first.

1. Open the application and check the company details, the trade licence (number and expiry) and the uploaded documents.
2. Check the bank details: the IBAN must belong to the company named on the trade licence.
3. If something is missing, choose **Ask for changes** and write what the applicant must fix. The comment is shown to them.
4. When everything is in order, choose **Approve**. The partner company is created, its owner can sign in to the partner portal and the applicant gets a notification.

A rejection needs a reason; the applicant sees it.`,
    body_ar: `تصل الطلبات إلى **السوق > الطلبات**، الأحدث أولًا.

1. افتح الطلب وتحقق من بيانات الشركة والرخصة التجارية (الرقم وتاريخ الانتهاء) والمستندات المرفوعة.
2. تحقق من البيانات المصرفية: يجب أن يكون رقم الآيبان باسم الشركة المذكورة في الرخصة التجارية.
3. إذا كان هناك نقص، اختر **طلب تعديلات** واكتب ما يجب على مقدم الطلب تصحيحه. يظهر التعليق له.
4. عندما يكتمل كل شيء، اختر **اعتماد**. تُنشأ شركة الشريك، ويستطيع مالكها الدخول إلى بوابة الشركاء ويصله إشعار.

يحتاج الرفض إلى سبب يراه مقدم الطلب.`,
  },
  {
    topic: "bookings",
    title_en: "Reassign a booking to another technician or partner",
    title_ar: "إعادة إسناد حجز إلى فني أو شريك آخر",
    body_en: `A partner may ask to hand a booking over; requests wait in **Operations > Reassignment requests**.

1. Open the request and read the partner's reason.
2. Choose the new partner: only partners who serve the booking's area and category are offered.
3. Approve. The booking moves to the new partner, both partners and the customer are notified, and the history records who did it.

To change only the technician, open the appointment and set the status **Technician assigned** again with another technician. The technician must have the skills, be on shift and be free at that time; otherwise the screen says why.`,
    body_ar: `قد يطلب الشريك تسليم حجز إلى غيره؛ تنتظر الطلبات في **العمليات > طلبات إعادة الإسناد**.

1. افتح الطلب واقرأ سبب الشريك.
2. اختر الشريك الجديد: تظهر فقط الشركات التي تخدم منطقة الحجز وفئته.
3. اعتمد الطلب. ينتقل الحجز إلى الشريك الجديد، ويصل إشعار إلى الشريكين والعميل، ويسجل السجل من قام بذلك.

لتغيير الفني فقط، افتح الموعد واختر الحالة **تم تعيين فني** مرة أخرى مع فني آخر. يجب أن يملك الفني المهارات وأن يكون في نوبته ومتاحًا في ذلك الوقت، وإلا توضح الشاشة السبب.`,
  },
  {
    topic: "money",
    title_en: "Run a payout cycle",
    title_ar: "تشغيل دورة المستحقات",
    body_en: `Payouts collect what Khidma owes each partner for completed work, after commission.

1. Go to **Finance > Payouts** and choose **Run cycle**. Without a cut-off date the cycle follows the saved payout cycle (weekly or monthly) and holding days in **Platform settings**.
2. Each partner with a positive balance gets one payout in **Pending**. Check the lines and the statement.
3. **Approve** the payouts you agree with, then **Export** the approved ones as a bank file.
4. After the bank transfer, **Mark paid** with the bank reference, or **Mark failed** with the reason; a failed amount returns to the partner's balance.

Every step is written to the audit log.`,
    body_ar: `تجمع المستحقات ما تدين به خدمة لكل شريك عن الأعمال المكتملة بعد خصم العمولة.

1. اذهب إلى **المالية > المستحقات** واختر **تشغيل الدورة**. دون تاريخ قطع تتبع الدورة دورة الدفع المحفوظة (أسبوعية أو شهرية) وأيام الحجز في **إعدادات المنصة**.
2. يحصل كل شريك لديه رصيد موجب على دفعة واحدة بحالة **قيد الانتظار**. راجع البنود والكشف.
3. **اعتمد** الدفعات التي توافق عليها، ثم **صدّر** المعتمدة كملف مصرفي.
4. بعد التحويل المصرفي، اختر **تم الدفع** مع المرجع المصرفي، أو **فشل الدفع** مع السبب؛ يعود المبلغ الفاشل إلى رصيد الشريك.

تُسجَّل كل خطوة في سجل التدقيق.`,
  },
  {
    topic: "money",
    title_en: "Issue a refund",
    title_ar: "إصدار استرداد",
    body_en: `Most refunds happen by themselves:

- **Cancelled** or **declined** before the visit: everything paid goes back to the customer's wallet, and a coupon use is given back.
- **No-show**: the missed-appointment fee from the cancellation settings is kept, the rest is refunded.

For a completed booking (a complaint, a redo that failed), open the appointment in **Operations > Appointments** and use **Refund** in its payments card. Enter the amount in AED (up to what was paid, VAT included) and a reason. The partner's ledger gets the matching reversal, so the next payout is corrected.

Refunds are audited with who, when and the amounts before and after.`,
    body_ar: `تتم معظم الاستردادات تلقائيًا:

- **ملغى** أو **مرفوض** قبل الزيارة: يعود كل ما دُفع إلى محفظة العميل، ويُعاد استخدام القسيمة.
- **عدم الحضور**: تُحتجز رسوم الموعد الفائت من إعدادات الإلغاء ويُسترد الباقي.

لحجز مكتمل (شكوى أو إعادة عمل لم تنجح)، افتح الموعد في **العمليات > المواعيد** واستخدم **استرداد** في بطاقة المدفوعات. أدخل المبلغ بالدرهم (حتى ما دُفع شاملًا ضريبة القيمة المضافة) وسببًا. يُسجَّل القيد العكسي المقابل في دفتر الشريك فتُصحَّح الدفعة التالية.

تُدقَّق الاستردادات مع من قام بها ومتى والمبالغ قبلها وبعدها.`,
  },
  {
    topic: "catalog",
    title_en: "Add a category, service or banner",
    title_ar: "إضافة فئة أو خدمة أو بانر",
    body_en: `The catalogue lives under **Catalogue** in the menu.

- **Categories**: name in English and Arabic, icon and image; drag to change the order the storefront shows.
- **Services**: each belongs to a partner and a category, with a price in AED including 5% VAT and a job type.
- **Banners**: title, image, link and schedule. A banner shows only while it is active and inside its dates ("Live now").

Deactivate rather than delete when customers may still have bookings for it: inactive items leave the storefront but keep their history.`,
    body_ar: `يوجد الكتالوج تحت **الكتالوج** في القائمة.

- **الفئات**: الاسم بالإنجليزية والعربية والأيقونة والصورة؛ اسحب لتغيير ترتيب ظهورها في المتجر.
- **الخدمات**: تنتمي كل خدمة إلى شريك وفئة، بسعر بالدرهم شامل ضريبة القيمة المضافة 5% ونوع عمل.
- **البانرات**: العنوان والصورة والرابط والجدول الزمني. يظهر البانر فقط وهو مفعّل وضمن تواريخه ("معروض الآن").

عطّل العنصر بدل حذفه إذا كانت لدى العملاء حجوزات له: تختفي العناصر غير المفعّلة من المتجر وتحتفظ بسجلها.`,
  },
  {
    topic: "customers",
    title_en: "Answer a customer in the support inbox",
    title_ar: "الرد على عميل في صندوق الدعم",
    body_en: `Customers write from the **Support** page; their conversations wait in **Operations > Support inbox**.

1. Filter **Open** and **Assigned to me**, or take an unassigned conversation with **Assign to me**.
2. Read the whole conversation and the customer's bookings before replying.
3. Reply in the customer's language. They see the reply on their Support page within 30 seconds and get a notification.
4. **Close** the conversation when it is solved; the customer's next message opens a new one.

Keep card numbers and passwords out of the chat.`,
    body_ar: `يكتب العملاء من صفحة **الدعم**؛ وتنتظر محادثاتهم في **العمليات > صندوق الدعم**.

1. صفِّ **المفتوحة** و**المسندة إليّ**، أو تولَّ محادثة غير مسندة بـ **إسناد إليّ**.
2. اقرأ المحادثة كاملة وحجوزات العميل قبل الرد.
3. رد بلغة العميل. يرى الرد في صفحة الدعم خلال 30 ثانية ويصله إشعار.
4. **أغلق** المحادثة عند حلها؛ تفتح رسالة العميل التالية محادثة جديدة.

لا تتبادل أرقام البطاقات أو كلمات المرور في المحادثة.`,
  },
  {
    topic: "customers",
    title_en: "Edit the FAQs customers and partners see",
    title_ar: "تعديل الأسئلة الشائعة التي يراها العملاء والشركاء",
    body_en: `The storefront's **FAQ** page and the partner portal's FAQ read the questions kept in **Help > FAQs**.

- Pick the **Customers** or **Partners** tab, then add a question with its answer in English and Arabic.
- The order number decides the position (smaller first).
- Switch a question **inactive** to hide it without losing it; only active questions are shown.

Answers are plain text; keep them short and link to the relevant page where possible.`,
    body_ar: `تقرأ صفحة **الأسئلة الشائعة** في المتجر وصفحة أسئلة الشركاء الأسئلة المحفوظة في **المساعدة > الأسئلة الشائعة**.

- اختر تبويب **العملاء** أو **الشركاء**، ثم أضف سؤالًا مع جوابه بالإنجليزية والعربية.
- يحدد رقم الترتيب الموضع (الأصغر أولًا).
- اجعل السؤال **غير مفعّل** لإخفائه دون فقدانه؛ تظهر الأسئلة المفعّلة فقط.

الإجابات نص عادي؛ اجعلها قصيرة وأشر إلى الصفحة المناسبة عند الإمكان.`,
  },
  {
    topic: "platform",
    title_en: "Give a colleague access: users and roles",
    title_ar: "منح زميل صلاحية الدخول: المستخدمون والأدوار",
    body_en: `Staff sign in to the admin portal with an internal role.

1. In **Access > Roles**, pick a built-in role (Admin, Support) or create one, and tick only the permissions the job needs in its permission matrix.
2. In **Access > Users**, create the user with their e-mail and phone, and give them the role.
3. They sign in with the password you set and should change it at once (**Change my password**).

Deactivate a user who leaves instead of deleting them: their past actions stay in the audit log under their name.`,
    body_ar: `يدخل الموظفون إلى بوابة الإدارة بدور داخلي.

1. في **الصلاحيات > الأدوار**، اختر دورًا مدمجًا (المدير، الدعم) أو أنشئ دورًا، وحدد في مصفوفة صلاحياته ما يحتاجه العمل فقط.
2. في **الصلاحيات > المستخدمون**، أنشئ المستخدم ببريده الإلكتروني وهاتفه وامنحه الدور.
3. يدخل بكلمة المرور التي حددتها وعليه تغييرها فورًا (**تغيير كلمة المرور**).

عطّل حساب من يغادر بدل حذفه: تبقى أعماله السابقة في سجل التدقيق باسمه.`,
  },
  {
    topic: "platform",
    title_en: "Change platform settings",
    title_ar: "تغيير إعدادات المنصة",
    body_en: `**Platform > Settings** holds what every portal reads, and a saved change takes effect at once (no redeploy):

- **Formats**: the date and time formats of all three portals.
- **Pricing and taxes**: the VAT rate, Khidma's TRN and legal address printed on invoices.
- **Contact and links**: the support e-mail and phone in the storefront footer, app store and social links.
- **Fees**: the cancellation and reschedule fee tiers customers see before they cancel. Tiers must be in order and must not overlap.
- **Payouts and commission**: the payout cycle, holding days and the default commission rate.

Every save is audited with the values before and after.`,
    body_ar: `تحتوي **المنصة > الإعدادات** على ما تقرؤه البوابات كلها، ويسري التغيير المحفوظ فورًا (دون إعادة نشر):

- **التنسيقات**: تنسيق التاريخ والوقت في البوابات الثلاث.
- **الأسعار والضرائب**: نسبة ضريبة القيمة المضافة، والرقم الضريبي لخدمة وعنوانها القانوني على الفواتير.
- **التواصل والروابط**: بريد الدعم وهاتفه في تذييل المتجر، وروابط متاجر التطبيقات ووسائل التواصل.
- **الرسوم**: شرائح رسوم الإلغاء وإعادة الجدولة التي يراها العميل قبل الإلغاء. يجب أن تكون مرتبة وغير متداخلة.
- **المستحقات والعمولة**: دورة الدفع وأيام الحجز ونسبة العمولة الافتراضية.

يُدقَّق كل حفظ مع القيم قبله وبعده.`,
  },
];
