import { formatNumber } from '../format.js';
import type { SignInCopy, VaultCopy, WindowCopy } from '../types.js';

/**
 * The vault frame's words in Arabic: its approval and export views (`vault`), its sign-in view
 * (`signIn`) and its approval in a window of its own (`window`). The frame writes every sentence a person
 * reads in it (a page cannot put words in its mouth). Amounts come in currency, times in words.
 */
export const vault: VaultCopy = {
  approveTitle: 'الموافقة في Keyhold',
  exportTitle: 'عبارة الاسترداد الخاصة بك',
  intro: 'يعرض Keyhold ما أنت على وشك توقيعه. أنت وحدك من يمكنه الموافقة عليه، هنا.',
  approve: 'موافقة',
  decline: 'رفض',
  expiresIn: (w) => `تنتهي صلاحية هذا الطلب ${w}.`,
  expired: 'انتهت صلاحية هذا الطلب. لم يُوقَّع أي شيء.',
  declined: 'تم الرفض. لم يُوقَّع أي شيء.',
  signed: 'تمت الموافقة.',
  exactText: 'النص الدقيق المطلوب توقيعه',
  waitingExport: 'جارٍ تجهيز التصدير…',
  send: (a) => `ترسل ${a}`,
  receive: (a) => `يستلم المستفيد ${a}`,
  to: (p) => `إلى ${p}`,
  payeeAccount: 'حساب المستفيد',
  note: (t) => `ملاحظة: ${t}`,
  opExecuteQuote: 'إرسال دفعة',
  opExport: 'عرض عبارة الاسترداد في هذه النافذة',
  opAddEmail: (e) => `إضافة تسجيل الدخول برمز البريد الإلكتروني إلى ${e}`,
  opAddPasskey: (n) => `إضافة مفتاح المرور «${n}»`,
  opAddOAuth: (n) => `إضافة تسجيل الدخول عبر ${n}`,
  opAddCredential: 'إضافة طريقة تسجيل دخول',
  opRevokeCredential: (n) => `إزالة طريقة تسجيل الدخول «${n}»`,
  opRevokeCredentialPlain: 'إزالة طريقة تسجيل دخول',
  opChangeEmail: (e) => `تغيير بريدك الإلكتروني إلى ${e}`,
  opRevokeSession: 'تسجيل الخروج من جلسة',
  opUnknown: 'طلب غير معروف: اقرأ النص الدقيق أدناه قبل الموافقة.',
  phraseIntro: 'اكتب هذه الكلمات بالترتيب واحفظها دون اتصال. من يملكها يتحكم في محفظتك.',
  copy: 'نسخ',
  copied: 'تم النسخ. بعد دقيقة تُزال العبارة من الحافظة إن كانت لا تزال فيها.',
  copyFailed: 'لم ينجح النسخ هنا: اكتب الكلمات.',
  hide: 'إخفاء',
  show: 'إظهار',
  done: 'تم',
  hiddenNotice: 'العبارة مخفية.',
  exportKeyUnknown: 'لم يبدأ هذا التصدير هنا، لذلك رُفض.',
  exportNotBound:
    'عبارة الاسترداد التي وصلت ليست من التصدير الذي وافقت عليه، لذا لن تُعرض. ابدأ التصدير من جديد.',
  exportUnreadable: 'تعذّر التحقق من عبارة الاسترداد، لذا لن تُعرض. ابدأ التصدير من جديد.',
  clipboardCleared: 'أُزيلت العبارة من الحافظة.',
  clipboardChanged: 'تحتوي الحافظة الآن على شيء آخر، لذلك تُركت كما هي.',
  clipboardUnchecked:
    'لا يسمح هذا المتصفح لـ Keyhold بفحص الحافظة، لذا قد تكون العبارة لا تزال فيها. اضغط «مسح الحافظة» أو انسخ شيئًا آخر.',
  clipboardClear: 'مسح الحافظة',
  clipboardClearFailed: 'تعذّر مسح الحافظة هنا: انسخ شيئًا آخر فوق العبارة.',
  payeeNamed: (name, account) => `${name}، ${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `الحساب المنتهي بـ ${last}`,
  payeeNotListed: 'حساب ليس من المستفيدين لديك',
  payeeUnchecked: 'حساب المستفيد (تعذّر على Keyhold التحقق من صاحبه: تحقّق منه في التطبيق)',
};

export const signIn: SignInCopy = {
  title: 'تسجيل الدخول إلى محفظتك',
  intro: 'يسجّل Keyhold دخولك هنا: لا يغادر رمزك هذا الإطار أبدًا.',
  emailLabel: 'البريد الإلكتروني',
  sendCode: 'أرسل لي رمزًا بالبريد',
  codeSentTo: (e) => `أرسلنا رمزًا من 6 أرقام إلى \u2068${e}\u2069.`,
  codeLabel: 'الرمز الوارد في البريد',
  codeHint: '6 أرقام',
  signIn: 'تحقّق من الرمز',
  resend: 'أرسل رمزًا جديدًا',
  resent: 'رمز جديد في الطريق.',
  otherAddress: 'استخدم بريدًا إلكترونيًا آخر',
  working: 'جارٍ العمل…',
  signedIn: 'لقد سجّلت الدخول.',
  badEmail: 'أدخل عنوان بريد إلكتروني صالحًا.',
  badCode: 'أدخل أرقام الرمز الستة.',
  wrongCode: 'هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
  codeExpired: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
  tooManyAttempts: 'رموز خاطئة كثيرة جدًا: لم يعد هذا الرمز يعمل. اطلب رمزًا جديدًا.',
  // One second, two (the dual), three to ten (ثوانٍ), and 11 and more (ثانية), as Intl.PluralRules counts.
  waitBeforeResend: (s) => {
    const form = new Intl.PluralRules('ar').select(s);
    if (form === 'one') return 'انتظر ثانية واحدة قبل طلب رمز جديد.';
    if (form === 'two') return 'انتظر ثانيتين قبل طلب رمز جديد.';
    const unit = form === 'few' ? 'ثوانٍ' : 'ثانية';
    return `انتظر ${formatNumber(s, 'ar')} ${unit} قبل طلب رمز جديد.`;
  },
  notAMethod: 'هذا العنوان ليس من طرق تسجيل دخولك. استخدم العنوان الذي سجّلت به.',
  offline: 'تعذّر الوصول إلى محفظتك. تحقّق من اتصالك وحاول مجددًا.',
  failed: 'لم ينجح تسجيل الدخول. حاول مجددًا.',
  usePasskey: 'استخدم مفتاح مرور',
  passkeyNickname: 'مفتاح مرور',
  passkeyCancelled: 'أُغلق طلب مفتاح المرور. حاول مجددًا عندما تكون مستعدًا.',
  passkeyUnavailable:
    'لا يستطيع هذا المتصفح استخدام مفتاح مرور هنا. سجّل الدخول ببريدك الإلكتروني بدلًا من ذلك.',
  noPasskey: 'لا يوجد مفتاح مرور لهذه المحفظة بعد. سجّل الدخول ببريدك الإلكتروني، ثم أضف مفتاحًا.',
  passkeyFailed: 'لم ينجح مفتاح المرور هذا. حاول مجددًا، أو سجّل الدخول ببريدك الإلكتروني.',
  continueWith: (p) => `المتابعة باستخدام \u2068${p}\u2069`,
  popupBlocked: 'حُظرت نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مجددًا.',
  oauthCancelled: 'أُغلقت نافذة تسجيل الدخول. حاول مجددًا عندما تكون مستعدًا.',
  noOAuth: 'لا تسجّل هذه المحفظة الدخول بهذا الحساب بعد. سجّل الدخول ببريدك الإلكتروني، ثم أضفه.',
  oauthFailed: 'لم ينجح تسجيل الدخول بهذا الحساب. حاول مجددًا، أو سجّل الدخول ببريدك الإلكتروني.',
};

export const window: WindowCopy = {
  continueHint: 'لحماية هذا الطلب من الصفحة المحيطة به، تراجعه وتوافق عليه في نافذة Keyhold.',
  continueButton: 'المتابعة في النافذة',
  windowOpen: 'راجع الطلب في نافذة Keyhold.',
  windowBlocked: 'لم يفتح المتصفح نافذة Keyhold. اسمح بالنوافذ المنبثقة لهذا الموقع، ثم حاول مجددًا.',
  exportHeadline: 'اعرض عبارة الاسترداد في إطار Keyhold على الصفحة',
};
