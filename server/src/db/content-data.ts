/** Legal pages of the demo (markdown, English and Arabic). Plausible UAE wording; not legal advice. */

export const CONTENT_PAGES = [
  {
    slug: "terms-and-conditions",
    title_en: "Terms and Conditions",
    title_ar: "الشروط والأحكام",
    body_en: `These Terms and Conditions govern your use of the Khidma website and mobile applications (the **Platform**), operated by Khidma Technologies LLC, a limited liability company registered in Dubai, United Arab Emirates (**Khidma**, **we**, **us**).

By creating an account or placing a booking you agree to these terms. If you do not agree, please do not use the Platform.

## 1. Our role

Khidma is a marketplace. Services are provided by independent, licensed companies (**Partners**). Khidma arranges the booking and collects payment on the Partner's behalf; the contract for the service is between you and the Partner.

## 2. Accounts

- You must be at least 18 years old and provide accurate details, including a valid UAE mobile number.
- You are responsible for keeping your password and one-time codes confidential.
- We may suspend accounts used fraudulently or in breach of these terms.

## 3. Bookings and prices

- All prices are in UAE Dirhams (AED) and **include Value Added Tax (VAT) at 5%**, in line with Federal Decree-Law No. 8 of 2017 on VAT.
- A booking is confirmed when you receive a confirmation message. Partners may adjust the price only for additional work you approve before it starts.
- Spare parts and materials not listed under "What's included" are charged separately after your approval.

## 4. Packages

Packages are subscriptions of regular visits for 1, 3, 6 or 12 months. The discount shown applies to the full term. Unused visits expire at the end of the term and are not refundable unless the Partner cancelled them.

## 5. Cancellations and refunds

- You may cancel or reschedule free of charge up to **12 hours** before the appointment.
- A cancellation less than 12 hours before costs 25% of the booking value, and less than 2 hours before 50%; once the appointment time has passed, cancelling costs the full value. My Bookings shows the fee before you confirm.
- Approved refunds are returned to the original payment method within 7 to 14 working days.

## 6. Your responsibilities

Please give the Partner safe access to the property, secure valuables and pets, and tell us about any hazard in advance. You must obtain any building or community permission required for the work.

## 7. Reviews

Reviews must be honest and relate to a service you received. We may remove reviews that are abusive, misleading or unrelated.

## 8. Liability

Partners are responsible for the services they perform and hold their own insurance. To the extent permitted by UAE law, Khidma's liability is limited to the amount you paid for the booking concerned.

## 9. Governing law

These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates. The courts of Dubai have exclusive jurisdiction.

## 10. Contact

Khidma Technologies LLC, Office 1204, Bay Square Building 5, Business Bay, Dubai. Email support@khidma.ae, telephone +971 4 555 0100.
`,
    body_ar: `تنظم هذه الشروط والأحكام استخدامك لموقع خدمة وتطبيقاتها (**المنصة**) التي تديرها شركة خدمة للتقنية ذ.م.م، وهي شركة ذات مسؤولية محدودة مسجلة في دبي، الإمارات العربية المتحدة (**خدمة** أو **نحن**).

بإنشاء حساب أو إجراء حجز فإنك توافق على هذه الشروط. إذا لم توافق عليها، يرجى عدم استخدام المنصة.

## 1. دورنا

خدمة منصة وسيطة. تُقدَّم الخدمات من قبل شركات مستقلة مرخصة (**الشركاء**). تتولى خدمة ترتيب الحجز وتحصيل المبلغ نيابة عن الشريك، ويكون عقد الخدمة بينك وبين الشريك.

## 2. الحسابات

- يجب ألا يقل عمرك عن 18 عاماً وأن تقدم بيانات صحيحة، بما في ذلك رقم جوال إماراتي ساري.
- أنت مسؤول عن الحفاظ على سرية كلمة المرور والرموز المؤقتة.
- يجوز لنا إيقاف الحسابات المستخدمة في الاحتيال أو المخالفة لهذه الشروط.

## 3. الحجوزات والأسعار

- جميع الأسعار بالدرهم الإماراتي **وتشمل ضريبة القيمة المضافة بنسبة 5%** وفقاً للمرسوم بقانون اتحادي رقم 8 لسنة 2017 في شأن ضريبة القيمة المضافة.
- يتأكد الحجز عند استلامك رسالة التأكيد، ولا يجوز للشريك تعديل السعر إلا مقابل أعمال إضافية توافق عليها قبل البدء.
- تحتسب قطع الغيار والمواد غير المذكورة ضمن "ما يشمله السعر" بشكل منفصل بعد موافقتك.

## 4. الباقات

الباقات اشتراكات بزيارات منتظمة لمدة 1 أو 3 أو 6 أو 12 شهراً، ويسري الخصم المعروض على كامل المدة. تنتهي الزيارات غير المستخدمة بنهاية المدة ولا تسترد إلا إذا ألغاها الشريك.

## 5. الإلغاء والاسترداد

- يمكنك الإلغاء أو تغيير الموعد مجاناً حتى **12 ساعة** قبل الموعد.
- الإلغاء قبل الموعد بأقل من 12 ساعة يكلّف 25% من قيمة الحجز، وبأقل من ساعتين 50%؛ وبعد حلول وقت الموعد يكلّف الإلغاء كامل القيمة. تعرض صفحة حجوزاتي الرسوم قبل أن تؤكد.
- تُعاد المبالغ المستردة المعتمدة إلى وسيلة الدفع الأصلية خلال 7 إلى 14 يوم عمل.

## 6. مسؤولياتك

يرجى تمكين الشريك من الوصول الآمن إلى العقار، وحفظ المقتنيات الثمينة والحيوانات الأليفة، وإبلاغنا مسبقاً بأي مخاطر. عليك الحصول على أي تصريح من إدارة المبنى أو المجتمع يلزم للعمل.

## 7. التقييمات

يجب أن تكون التقييمات صادقة ومتعلقة بخدمة حصلت عليها، ويجوز لنا حذف التقييمات المسيئة أو المضللة أو غير ذات الصلة.

## 8. المسؤولية

الشركاء مسؤولون عن الخدمات التي يقدمونها ولديهم تأمينهم الخاص. وفي الحدود التي يسمح بها القانون الإماراتي، تقتصر مسؤولية خدمة على المبلغ الذي دفعته مقابل الحجز المعني.

## 9. القانون الواجب التطبيق

تخضع هذه الشروط لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة، وتختص محاكم دبي حصرياً بالنظر في أي نزاع.

## 10. التواصل

شركة خدمة للتقنية ذ.م.م، مكتب 1204، باي سكوير مبنى 5، الخليج التجاري، دبي. البريد الإلكتروني support@khidma.ae، الهاتف ‎+971 4 555 0100.
`,
  },
  {
    slug: "privacy-policy",
    title_en: "Privacy Policy",
    title_ar: "سياسة الخصوصية",
    body_en: `Khidma Technologies LLC respects your privacy. This policy explains what personal data we collect, why, and the choices you have. We process personal data in line with Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.

## 1. Data we collect

- **Account data**: name, email address, UAE mobile number, gender (optional) and preferred language.
- **Booking data**: service addresses, property type and size, appointment times, notes you write for the Partner.
- **Payment data**: handled by our licensed payment provider; we keep only the card brand and last four digits.
- **Device data**: device identifier, app version, platform and approximate location when you allow it.

## 2. How we use it

- To create and manage your account and bookings.
- To share with the Partner only what is needed to deliver your service (your name, phone number and address).
- To send booking updates by SMS, email or push notification.
- To prevent fraud, keep the Platform secure and meet our legal obligations, including tax record keeping.
- With your consent, to send offers. You can opt out at any time.

## 3. Sharing

We do not sell your personal data. We share it with Partners, payment and messaging providers acting on our instructions, and authorities where the law requires it.

## 4. Storage and retention

Data is stored on secure servers. Booking and invoice records are kept for at least five years as UAE tax law requires; other data is deleted or anonymised when no longer needed.

## 5. Your rights

You may ask to access, correct or delete your personal data, or object to its use for marketing, by writing to privacy@khidma.ae. We reply within 30 days.

## 6. Cookies

Our website uses essential cookies to keep you signed in and optional analytics cookies, which you can refuse.

## 7. Changes

We will notify you in the app of any material change to this policy.
`,
    body_ar: `تحترم شركة خدمة للتقنية ذ.م.م خصوصيتك. توضح هذه السياسة البيانات الشخصية التي نجمعها وأسباب جمعها والخيارات المتاحة لك. نعالج البيانات الشخصية وفقاً للمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية.

## 1. البيانات التي نجمعها

- **بيانات الحساب**: الاسم والبريد الإلكتروني ورقم الجوال الإماراتي والجنس (اختياري) واللغة المفضلة.
- **بيانات الحجز**: عناوين الخدمة ونوع العقار وحجمه ومواعيد الخدمة والملاحظات التي تكتبها للشريك.
- **بيانات الدفع**: يتولاها مزود دفع مرخص، ونحتفظ فقط بنوع البطاقة وآخر أربعة أرقام.
- **بيانات الجهاز**: معرف الجهاز وإصدار التطبيق والنظام والموقع التقريبي عند سماحك بذلك.

## 2. كيف نستخدمها

- لإنشاء حسابك وإدارة حجوزاتك.
- لمشاركة ما يلزم فقط مع الشريك لتقديم الخدمة (اسمك ورقم جوالك وعنوانك).
- لإرسال تحديثات الحجز عبر الرسائل النصية أو البريد الإلكتروني أو الإشعارات.
- لمنع الاحتيال والحفاظ على أمان المنصة والوفاء بالتزاماتنا القانونية، بما فيها حفظ السجلات الضريبية.
- لإرسال العروض بموافقتك، ويمكنك إلغاء الاشتراك في أي وقت.

## 3. المشاركة

لا نبيع بياناتك الشخصية. نشاركها مع الشركاء ومزودي خدمات الدفع والمراسلة الذين يعملون وفق تعليماتنا، ومع الجهات الرسمية عندما يقتضي القانون ذلك.

## 4. التخزين والاحتفاظ

تُخزن البيانات على خوادم آمنة. نحتفظ بسجلات الحجوزات والفواتير خمس سنوات على الأقل وفقاً لقانون الضرائب الإماراتي، وتُحذف البيانات الأخرى أو تُجهّل عند انتفاء الحاجة إليها.

## 5. حقوقك

يمكنك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها أو الاعتراض على استخدامها في التسويق بمراسلتنا على privacy@khidma.ae، وسنرد خلال 30 يوماً.

## 6. ملفات تعريف الارتباط

يستخدم موقعنا ملفات تعريف ارتباط أساسية لإبقائك مسجلاً للدخول، وملفات تحليلية اختيارية يمكنك رفضها.

## 7. التغييرات

سنخطرك داخل التطبيق بأي تغيير جوهري على هذه السياسة.
`,
  },
];
