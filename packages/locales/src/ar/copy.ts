import { formatDateIn, formatNumber, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { arWalletMoneyTerms } from './wallet.js';
import { arErrorMessages } from './errors.js';

const typeNames: Record<string, string> = {
  PASSKEY: 'مفتاح المرور',
  EMAIL_OTP: 'رمز البريد الإلكتروني',
  OAUTH: 'الحساب المرتبط',
};

const typeName = (type: string): string => typeNames[type] ?? 'طريقة تسجيل الدخول';

/** The service's external account types in words (§2.7); others read as "حساب". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'حساب مصرفي أمريكي',
  US_ACCOUNT: 'حساب مصرفي أمريكي',
  AED_ACCOUNT: 'حساب مصرفي إماراتي',
  BRL_ACCOUNT: 'حساب Pix برازيلي',
  SPARK_WALLET: 'محفظة Spark',
};

/**
 * A left-to-right run (an email, a name, a code, a time) isolated inside right-to-left text (U+2068 FIRST
 * STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE), so its characters keep their order and do not pull the
 * punctuation around them to the wrong side.
 */
const iso = (text: string): string => `\u2068${text}\u2069`;
/** A count in Arabic's one numbering system (`LANGUAGES`). */
const n = (value: number): string => formatNumber(value, 'ar');

/**
 * The Arabic catalogue, complete (typed `CompleteCopy`: a term or an error code left out is a type error).
 * Pure data: `@keyhold/elements/locales/ar` registers it. Arabic is written right to left: the components
 * mirror with `dir="rtl"` on themselves or an ancestor (`<html lang="ar" dir="rtl">`).
 */
export const ar: CompleteCopy = {
  cancel: 'إلغاء',
  close: 'إغلاق',
  retry: 'حاول مرة أخرى',
  working: 'جارٍ العمل…',
  expiresIn: (seconds) => `تنتهي الصلاحية بعد ${iso(minutesSeconds(seconds, 'ar'))}`,
  expired: 'انتهت الصلاحية',
  errorGeneric: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  errorMessages: arErrorMessages,
  credentialType: typeName,

  otpLabel: (length) => `رمز من ${n(length)} أرقام`,
  otpDigitLabel: (index, length) => `الرقم ${n(index)} من ${n(length)}`,
  otpResend: 'أرسل رمزًا جديدًا',
  otpResendIn: (seconds) => `أرسل رمزًا جديدًا بعد ${iso(minutesSeconds(seconds, 'ar'))}`,
  otpMissing: 'أدخل الرمز.',
  otpIncomplete: (length) => `أدخل الأرقام الـ${n(length)} كلها.`,
  otpLocked:
    'رموز خاطئة كثيرة جدًا: لم يعد هذا الرمز يعمل، وتسجيل الدخول بهذا البريد متوقف لبعض الوقت. اطلب رمزًا جديدًا حين يصبح الزر متاحًا.',

  approveTitle: 'وافق باستخدام محفظتك',
  approveIntro: 'تحقّق مما أنت على وشك توقيعه. لا يُوقَّع شيء قبل موافقتك.',
  approveOperation: (operation, type) => {
    const what = type === undefined ? 'طريقة تسجيل دخول' : typeName(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `إضافة ${what} إلى محفظتك`;
      case 'REVOKE_CREDENTIAL':
        return `إزالة ${what} من محفظتك`;
      case 'REVOKE_SESSION':
        return 'تسجيل خروج جلسة من محفظتك';
      case 'REVOKE_SESSIONS':
        return 'تسجيل خروج جلساتك الأخرى';
      case 'EXPORT_WALLET':
        return 'تصدير عبارة الاسترداد لمحفظتك';
      case 'EXECUTE_QUOTE':
        return 'إرسال الدفعة في عرض السعر هذا';
      default:
        return 'توقيع هذا الطلب';
    }
  },
  approvePayloadLabel: 'ما سيتم توقيعه',
  approveExactText: 'النص الدقيق الموقَّع',
  approveExpiredNotice: 'انتهت صلاحية هذا الطلب قبل الموافقة عليه. أغلقه وابدأ من جديد.',
  approveButton: 'وافق ووقّع',
  approveBusy: 'جارٍ التوقيع…',
  rejectButton: 'رفض',
  approveEffect: (operation, type) => {
    const what = type === undefined ? 'طريقة تسجيل الدخول هذه' : typeName(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `ستتمكّن من تسجيل الدخول إلى محفظتك باستخدام ${what}.`;
      case 'REVOKE_CREDENTIAL':
        return `لن تتمكّن بعد الآن من تسجيل الدخول باستخدام ${what}؛ وتنتهي جلساته.`;
      case 'REVOKE_SESSION':
        return 'تنتهي تلك الجلسة فورًا: على كل من يستخدمها تسجيل الدخول مرة أخرى.';
      case 'REVOKE_SESSIONS':
        return 'تنتهي كل جلسة من هذه الجلسات فورًا: على كل من يستخدم إحداها تسجيل الدخول مرة أخرى. يُوقَّع تسجيل خروج كل جلسة على حدة.';
      case 'EXPORT_WALLET':
        return 'ستُرسَل عبارة الاسترداد إلى هذا المتصفح مشفّرة، ولن تظهر إلا عندما تكشفها.';
      case 'EXECUTE_QUOTE':
        return 'يغادر المال محفظتك بمجرد موافقتك. لا يمكن التراجع عن ذلك.';
      default:
        return 'تحقّق من التفاصيل أدناه قبل الموافقة.';
    }
  },
  approveWaitingReauth: 'في انتظار تسجيل دخولك مرة أخرى…',
  approveSignedRefused: 'لقد وافقت ووقّعت، لكن الخدمة رفضت الطلب: لم يسرِ أي شيء. أغلق هذا وابدأ من جديد.',
  quoteSend: 'ترسل',
  quoteReceive: 'يستلم المستفيد',
  quoteRate: (from, rate, to) => iso(`1 ${from} = ${rate} ${to}`),
  quoteRateLabel: 'سعر الصرف',
  quoteFees: 'الرسوم (مشمولة)',
  quoteDestination: 'إلى',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'حساب';
    return masked === undefined ? `${kind} المستفيد` : `${kind} ${iso(masked)}`;
  },
  quoteExpires: 'تنتهي صلاحية عرض السعر',

  loading: 'جارٍ التحميل…',
  noWallet: 'لا توجد محفظة متصلة.',
  signInFirst: 'سجّل الدخول لإدارة محفظتك.',
  formatDate: formatDateIn,

  signInTitle: 'تسجيل الدخول إلى محفظتك',
  storageCleared:
    'تم تسجيل خروجك لأن هذا المتصفح حذف البيانات المحفوظة لهذا الموقع. سجّل الدخول مرة أخرى للمتابعة.',
  reauthTitle: 'أكّد هويتك',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'انتهت جلستك. سجّل الدخول مرة أخرى للمتابعة.'
      : `انتهت جلستك. سجّل الدخول مرة أخرى باستخدام ${typeName(type)}${nickname ? ` (${iso(nickname)})` : ''} للمتابعة.`,
  reauthOtherCredential: 'للمتابعة، سجّل الدخول بطريقة غير الطريقة التي تجري إزالتها.',
  signInPasskey: 'تسجيل الدخول بمفتاح مرور',
  createPasskey: 'إنشاء مفتاح مرور',
  passkeyNameLabel: 'سمِّ مفتاح المرور هذا',
  passkeyNameDefault: 'مفتاح المرور الخاص بي',
  passkeyCreateButton: 'إنشاء مفتاح المرور',
  back: 'رجوع',
  emailLabel: 'البريد الإلكتروني',
  emailSubmit: 'أرسل لي رمزًا بالبريد',
  orDivider: 'أو',
  codeSentTo: (email) => `أرسلنا رمزًا من 6 أرقام إلى ${iso(email)}.`,
  codeRecentlySent: (email) =>
    `أُرسل رمز إلى ${iso(email)} قبل لحظات. استخدم ذلك الرمز، أو اطلب رمزًا جديدًا بعد قليل.`,
  useDifferentEmail: 'استخدم بريدًا إلكترونيًا آخر',
  verifyButton: 'تحقّق من الرمز',
  signedInAs: (name) => `تم تسجيل الدخول باستخدام ${iso(name)}.`,
  addNeedsSignIn: (type) =>
    `لا تملك هذه المحفظة ${typeName(type)} لذلك بعد. سجّل الدخول بطريقة تملكها، ثم أضفه من طرق تسجيل الدخول.`,

  reauthCancel: 'إلغاء',

  credentialsTitle: 'طرق تسجيل الدخول',
  credentialsEmpty: 'لا توجد طرق لتسجيل الدخول بعد.',
  credentialCreated: (date) => `أُضيفت ${iso(date)}`,
  credentialCurrent: 'تستخدمها هذه الجلسة',
  credentialRemove: 'إزالة',
  credentialRemoveLabel: (name) => `إزالة ${iso(name)}`,
  addPasskey: 'إضافة مفتاح مرور',
  addEmail: 'إضافة بريد إلكتروني',
  addEmailLabel: 'البريد الإلكتروني المراد إضافته',
  addButton: 'إضافة',
  credentialAdded: (name) => `تمت إضافة ${iso(name)}.`,
  credentialRemoved: (name) => `تمت إزالة ${iso(name)}.`,
  credentialOnlyOne: 'هذه هي طريقتك الوحيدة لتسجيل الدخول، لذا لا يمكن إزالتها. أضف طريقة أخرى أولًا.',
  credentialOneOfEach: (type) => `لدى محفظتك ${typeName(type)} بالفعل؛ تحمل المحفظة واحدًا من كل نوع.`,
  addOAuth: 'ربط حساب',

  sessionsTitle: 'الجلسات المسجّلة',
  sessionsEmpty: 'لا توجد جلسات نشطة.',
  sessionThisBrowser: 'هذا المتصفح',
  sessionExpires: (date) => `تنتهي ${iso(date)}`,
  sessionCreated: (when) => `سُجّل الدخول ${when}`,
  sessionLastUsedHere: (when) => `آخر استخدام هنا ${when}`,
  signOutOthers: 'تسجيل الخروج من كل مكان آخر',
  othersSignedOut: (count) =>
    count === 1 ? 'تم تسجيل خروج جلسة أخرى واحدة.' : `تم تسجيل خروج ${n(count)} من الجلسات الأخرى.`,
  signOutOthersList: (count) =>
    count === 1
      ? 'سيتم تسجيل خروج هذه الجلسة:'
      : `سيتم تسجيل خروج هذه الجلسات (${n(count)})، ولكل منها توقيعها الخاص:`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return total === 1
        ? 'تعذّر تسجيل خروج الجلسة الأخرى:'
        : `تعذّر تسجيل خروج أيٍّ من الجلسات الأخرى (${n(total)}):`;
    return `تم تسجيل خروج ${n(ended)} من ${n(total)} جلسات، وتعذّر تسجيل خروج ${n(failed)}:`;
  },
  sessionNotSignedOut: (session, reason) => `${iso(session)}. ${reason}`,
  sessionSignOut: 'تسجيل الخروج',
  sessionSignOutLabel: (name) => `تسجيل خروج ${iso(name)}`,
  signOutHere: 'تسجيل الخروج من هذا المتصفح',
  sessionRevoked: 'تم تسجيل خروج الجلسة.',
  signedOut: 'تم تسجيل خروجك.',

  statusActive: (name, when) => `تم تسجيل الدخول باستخدام ${iso(name)}. تنتهي الجلسة ${when}.`,
  statusExpiring: (name, when) =>
    `تنتهي جلستك مع ${iso(name)} ${when}. أي توقيع بعد ذلك سيطلب منك تسجيل الدخول مرة أخرى.`,
  statusExpired: 'انتهت صلاحية جلستك. سجّل الدخول مرة أخرى لاستخدام محفظتك.',
  statusRevoked: 'تم تسجيل خروج جلستك من جهاز أو متصفح آخر. سجّل الدخول مرة أخرى للمتابعة.',
  statusSignedOut: 'لم تسجّل الدخول إلى محفظتك.',
  statusSignInAgain: 'سجّل الدخول مرة أخرى',

  exportTitle: 'تصدير عبارة الاسترداد',
  exportWarning:
    'تمنح عبارة الاسترداد تحكمًا كاملًا في محفظتك. يستطيع كل من يراها أخذ أموالك. تأكّد من أن أحدًا لا ينظر إلى شاشتك.',
  exportStart: 'تصدير عبارة الاسترداد',
  exportReadyNotice: 'عبارة الاسترداد جاهزة. تبقى مخفية حتى تكشفها.',
  exportReveal: 'كشف عبارة الاسترداد',
  exportHide: 'إخفاء',
  exportDone: 'تم',
  exportCopy: 'نسخ',
  exportCopied: 'تم النسخ إلى الحافظة.',
  exportAutoHidden: 'أُخفيت عبارة الاسترداد. اكشفها مرة أخرى لرؤيتها.',
  exportPhraseLabel: 'عبارة الاسترداد',
  ...arWalletMoneyTerms,
};
