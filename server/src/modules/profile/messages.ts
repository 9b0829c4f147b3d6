import { addTranslations } from "../../lib/i18n.js";

/** Profile messages and their Arabic. */
export const PROFILE_UPDATED = "Profile updated successfully";
export const PHOTO_UPDATED = "Profile photo updated";
export const PHOTO_REMOVED = "Profile photo removed";
export const PHOTO_REQUIRED = "Choose a photo to upload.";

export const PHONE_CODE_SENT = "A verification code has been sent to your new phone number.";
export const PHONE_CHANGED = "Phone number updated";
export const PHONE_SAME = "This is already your phone number.";
export const PHONE_TAKEN = "The phone has already been taken.";

export const EMAIL_CODE_SENT = "A verification code has been sent to your new email address.";
export const EMAIL_CHANGED = "Email address updated";
export const EMAIL_SAME = "This is already your email address.";
export const EMAIL_TAKEN = "The email has already been taken.";

export const WRONG_PASSWORD = "The current password is incorrect.";
export const BAD_CODE = "The code is invalid or has expired.";

addTranslations(
  {
    [PROFILE_UPDATED]: "تم تحديث الملف الشخصي بنجاح",
    [PHOTO_UPDATED]: "تم تحديث الصورة الشخصية",
    [PHOTO_REMOVED]: "تمت إزالة الصورة الشخصية",
    [PHOTO_REQUIRED]: "اختر صورة لرفعها.",
    [PHONE_CODE_SENT]: "أرسلنا رمز تحقق إلى رقم جوالك الجديد.",
    [PHONE_CHANGED]: "تم تحديث رقم الجوال",
    [PHONE_SAME]: "هذا هو رقم جوالك الحالي.",
    [PHONE_TAKEN]: "رقم الجوال مستخدم من قبل.",
    [EMAIL_CODE_SENT]: "أرسلنا رمز تحقق إلى بريدك الإلكتروني الجديد.",
    [EMAIL_CHANGED]: "تم تحديث البريد الإلكتروني",
    [EMAIL_SAME]: "هذا هو بريدك الإلكتروني الحالي.",
    [EMAIL_TAKEN]: "البريد الإلكتروني مستخدم من قبل.",
    [WRONG_PASSWORD]: "كلمة المرور الحالية غير صحيحة.",
    [BAD_CODE]: "الرمز غير صحيح أو منتهي الصلاحية.",
  },
  [],
  { photo: "الصورة" },
);
