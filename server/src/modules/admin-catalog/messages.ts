import { addTranslations } from "../../lib/i18n.js";

/** Admin catalog messages (docs/api-catalog.md, "Admin: catalog") and their Arabic. */

// success
export const CATEGORIES = "Service categories";
export const CATEGORY = "Service category details";
export const CATEGORY_CREATED = "Service category created";
export const CATEGORY_UPDATED = "Service category updated";
export const CATEGORY_DELETED = "Service category deleted";
export const CATEGORY_STATUS = "Service category status changed";
export const CATEGORIES_STATUS = "Service categories updated";
export const CATEGORY_TRENDING = "Trending categories updated";
export const CATEGORIES_REORDERED = "Service categories reordered";
export const SERVICES_STATUS = "Services updated";
export const ATTRIBUTES = "Attributes";
export const ATTRIBUTE = "Attribute details";
export const ATTRIBUTE_CREATED = "Attribute created";
export const ATTRIBUTE_UPDATED = "Attribute updated";
export const ATTRIBUTE_DELETED = "Attribute deleted";
export const BANNERS = "Banners";
export const BANNER = "Banner details";
export const BANNER_CREATED = "Banner created";
export const BANNER_UPDATED = "Banner updated";
export const BANNER_DELETED = "Banner deleted";
export const BANNER_STATUS = "Banner status changed";
export const PROPERTY_TYPES = "Property types";
export const PROPERTY_TYPE = "Property type details";
export const PROPERTY_TYPE_CREATED = "Property type created";
export const PROPERTY_TYPE_UPDATED = "Property type updated";
export const PROPERTY_TYPE_DELETED = "Property type deleted";
export const PROPERTY_SIZES = "Property sizes";
export const PROPERTY_SIZE_CREATED = "Property size created";
export const PROPERTY_SIZE_UPDATED = "Property size updated";
export const PROPERTY_SIZE_DELETED = "Property size deleted";
export const EMIRATES = "Emirates";
export const AREAS = "Areas";
export const AREA = "Area details";
export const AREA_CREATED = "Area created";
export const AREA_UPDATED = "Area updated";
export const AREA_DELETED = "Area deleted";
export const COMMUNITIES = "Communities";
export const COMMUNITY = "Community details";
export const COMMUNITY_CREATED = "Community created";
export const COMMUNITY_UPDATED = "Community updated";
export const COMMUNITY_DELETED = "Community deleted";

// errors
export const CATEGORY_NOT_FOUND = "The service category was not found.";
export const ATTRIBUTE_NOT_FOUND = "The attribute was not found.";
export const BANNER_NOT_FOUND = "The banner was not found.";
export const PROPERTY_TYPE_NOT_FOUND = "The property type was not found.";
export const PROPERTY_SIZE_NOT_FOUND = "The property size was not found.";
export const AREA_NOT_FOUND = "The area was not found.";
export const COMMUNITY_NOT_FOUND = "The community was not found.";
export const CATEGORY_IN_USE = "This category has services or packages and cannot be deleted. Deactivate it instead.";
export const CATEGORY_NAME_TAKEN = "A category with this English name already exists.";
export const ID_INVALID = "The selected id is invalid.";
export const DUPLICATE_ID = "Each value may be given only once.";
export const OPTIONS_REQUIRED = "A select attribute needs at least one option.";
export const OPTION_INCOMPLETE = "Each option needs an English and an Arabic label.";
export const IMAGE_REQUIRED = "The image field is required.";
export const IMAGE_PATH_INVALID = "The image must be an uploaded file, a site path or an https URL.";
export const LINK_INVALID = "The link must be a site path starting with / or an http(s) URL.";
export const DATE_INVALID = "The date must be a valid date and time.";
export const ENDS_BEFORE_STARTS = "The end must be after the start.";
export const TYPE_TAKEN = "This property type already exists.";
export const TYPE_KEY_FIXED = "The property type key cannot change.";
export const SIZE_KEY_TAKEN = "This property type already has a size with this key.";
export const SIZE_KEY_FORMAT = "The key may contain lower-case letters, digits and dashes only.";
export const SIZE_KEY_IN_USE = "This size is in use, so its key cannot change.";
export const TYPE_IN_USE = "This property type is used by packages, prices, carts or addresses and cannot be deleted.";
export const SIZE_IN_USE = "This property size is used by prices, carts or addresses and cannot be deleted.";
export const AREA_HAS_COMMUNITIES = "This area has communities. Move or delete them first.";
export const AREA_NOT_OF_EMIRATE = "The area does not belong to the emirate.";
export const EMIRATE_INVALID = "The selected emirate id is invalid.";
export const AREA_INVALID = "The selected area id is invalid.";
export const COMMUNITY_IN_USE = "Partners, addresses or bookings use this community, so it cannot be deleted.";
export const LAT_OUT_OF_UAE = "The latitude must be within the UAE (22 to 27).";
export const LNG_OUT_OF_UAE = "The longitude must be within the UAE (51 to 57).";
export const PROPERTY_TYPE_INVALID = "The selected property type id is invalid.";

addTranslations(
  {
    "The type must be text, number or select.": "يجب أن يكون النوع نصًا أو رقمًا أو قائمة اختيار.",
    [CATEGORIES]: "فئات الخدمات",
    [CATEGORY]: "تفاصيل فئة الخدمة",
    [CATEGORY_CREATED]: "تم إنشاء فئة الخدمة",
    [CATEGORY_UPDATED]: "تم تحديث فئة الخدمة",
    [CATEGORY_DELETED]: "تم حذف فئة الخدمة",
    [CATEGORY_STATUS]: "تم تغيير حالة فئة الخدمة",
    [CATEGORIES_STATUS]: "تم تحديث فئات الخدمات",
    [CATEGORY_TRENDING]: "تم تحديث الفئات الرائجة",
    [CATEGORIES_REORDERED]: "تم تغيير ترتيب فئات الخدمات",
    [SERVICES_STATUS]: "تم تحديث الخدمات",
    [ATTRIBUTES]: "الخصائص",
    [ATTRIBUTE]: "تفاصيل الخاصية",
    [ATTRIBUTE_CREATED]: "تم إنشاء الخاصية",
    [ATTRIBUTE_UPDATED]: "تم تحديث الخاصية",
    [ATTRIBUTE_DELETED]: "تم حذف الخاصية",
    [BANNER]: "تفاصيل الإعلان",
    [BANNER_CREATED]: "تم إنشاء الإعلان",
    [BANNER_UPDATED]: "تم تحديث الإعلان",
    [BANNER_DELETED]: "تم حذف الإعلان",
    [BANNER_STATUS]: "تم تغيير حالة الإعلان",
    [PROPERTY_TYPE]: "تفاصيل نوع العقار",
    [PROPERTY_TYPE_CREATED]: "تم إنشاء نوع العقار",
    [PROPERTY_TYPE_UPDATED]: "تم تحديث نوع العقار",
    [PROPERTY_TYPE_DELETED]: "تم حذف نوع العقار",
    [PROPERTY_SIZES]: "أحجام العقارات",
    [PROPERTY_SIZE_CREATED]: "تم إنشاء حجم العقار",
    [PROPERTY_SIZE_UPDATED]: "تم تحديث حجم العقار",
    [PROPERTY_SIZE_DELETED]: "تم حذف حجم العقار",
    [AREAS]: "المناطق الرئيسية",
    [AREA]: "تفاصيل المنطقة",
    [AREA_CREATED]: "تم إنشاء المنطقة",
    [AREA_UPDATED]: "تم تحديث المنطقة",
    [AREA_DELETED]: "تم حذف المنطقة",
    [COMMUNITY]: "تفاصيل المجتمع السكني",
    [COMMUNITY_CREATED]: "تم إنشاء المجتمع السكني",
    [COMMUNITY_UPDATED]: "تم تحديث المجتمع السكني",
    [COMMUNITY_DELETED]: "تم حذف المجتمع السكني",
    [CATEGORY_NOT_FOUND]: "فئة الخدمة غير موجودة.",
    [ATTRIBUTE_NOT_FOUND]: "الخاصية غير موجودة.",
    [BANNER_NOT_FOUND]: "الإعلان غير موجود.",
    [PROPERTY_TYPE_NOT_FOUND]: "نوع العقار غير موجود.",
    [PROPERTY_SIZE_NOT_FOUND]: "حجم العقار غير موجود.",
    [AREA_NOT_FOUND]: "المنطقة غير موجودة.",
    [COMMUNITY_NOT_FOUND]: "المجتمع السكني غير موجود.",
    [CATEGORY_IN_USE]: "لهذه الفئة خدمات أو باقات ولا يمكن حذفها. يمكنك إيقافها بدلاً من ذلك.",
    [CATEGORY_NAME_TAKEN]: "توجد فئة بالاسم الإنجليزي نفسه.",
    [ID_INVALID]: "المعرّف المحدد غير صحيح.",
    [OPTIONS_REQUIRED]: "تحتاج خاصية الاختيار إلى خيار واحد على الأقل.",
    [OPTION_INCOMPLETE]: "يحتاج كل خيار إلى اسم بالإنجليزية واسم بالعربية.",
    [IMAGE_REQUIRED]: "حقل الصورة مطلوب.",
    [IMAGE_PATH_INVALID]: "يجب أن تكون الصورة ملفاً مرفوعاً أو مساراً في الموقع أو رابط https.",
    [LINK_INVALID]: "يجب أن يكون الرابط مساراً في الموقع يبدأ بـ / أو رابط http(s).",
    [DATE_INVALID]: "يجب أن يكون التاريخ والوقت صحيحين.",
    [ENDS_BEFORE_STARTS]: "يجب أن تكون النهاية بعد البداية.",
    [TYPE_TAKEN]: "نوع العقار هذا موجود بالفعل.",
    [TYPE_KEY_FIXED]: "لا يمكن تغيير مفتاح نوع العقار.",
    [SIZE_KEY_TAKEN]: "لنوع العقار هذا حجم بالمفتاح نفسه.",
    [SIZE_KEY_FORMAT]: "يمكن أن يحتوي المفتاح على أحرف إنجليزية صغيرة وأرقام وشرطات فقط.",
    [SIZE_KEY_IN_USE]: "هذا الحجم مستخدم، لذا لا يمكن تغيير مفتاحه.",
    [TYPE_IN_USE]: "نوع العقار مستخدم في باقات أو أسعار أو سلال أو عناوين ولا يمكن حذفه.",
    [SIZE_IN_USE]: "حجم العقار مستخدم في أسعار أو سلال أو عناوين ولا يمكن حذفه.",
    [AREA_HAS_COMMUNITIES]: "في هذه المنطقة مجتمعات سكنية. انقلها أو احذفها أولاً.",
    [AREA_NOT_OF_EMIRATE]: "المنطقة لا تتبع الإمارة المختارة.",
    [EMIRATE_INVALID]: "الإمارة المحددة غير صحيحة.",
    [AREA_INVALID]: "المنطقة المحددة غير صحيحة.",
    [COMMUNITY_IN_USE]: "يستخدم مزودو خدمة أو عناوين أو حجوزات هذا المجتمع السكني، لذا لا يمكن حذفه.",
    [LAT_OUT_OF_UAE]: "يجب أن يكون خط العرض داخل الإمارات (من 22 إلى 27).",
    [LNG_OUT_OF_UAE]: "يجب أن يكون خط الطول داخل الإمارات (من 51 إلى 57).",
    [PROPERTY_TYPE_INVALID]: "نوع العقار المحدد غير صحيح.",
  },
  [],
  {
    "name en": "الاسم بالإنجليزية",
    "name ar": "الاسم بالعربية",
    "description en": "الوصف بالإنجليزية",
    "description ar": "الوصف بالعربية",
    "title en": "العنوان بالإنجليزية",
    "title ar": "العنوان بالعربية",
    "subtitle en": "العنوان الفرعي بالإنجليزية",
    "subtitle ar": "العنوان الفرعي بالعربية",
    "sort order": "الترتيب",
    "is trending": "الرائجة",
    "is required": "الإلزامية",
    "starts at": "البداية",
    "ends at": "النهاية",
    "category ids": "الفئات",
    "area id": "المنطقة",
    "property type id": "نوع العقار",
    ids: "المعرّفات",
    options: "الخيارات",
    link: "الرابط",
    key: "المفتاح",
    image: "الصورة",
    icon: "الأيقونة",
    live: "المعروض الآن",
  },
);
