import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

/**
 * A left-to-right run (an email, a name, an amount) isolated inside right-to-left text (U+2068 FIRST STRONG
 * ISOLATE … U+2069 POP DIRECTIONAL ISOLATE), so its characters keep their order.
 */
const iso = (text: string): string => `\u2068${text}\u2069`;

/**
 * The vault frame's words in Hebrew (addressed to no gender, as the elements' Hebrew): its approval and
 * export views (`vault`), its sign-in view (`signIn`) and the approval window's (`window`). Times come in
 * words from `inWords(ms, 'he')` ("בעוד 4 דקות"), amounts already formatted. Hebrew is written right to
 * left: the frame's `<html dir>` must be `rtl` for `he` (display.ts lists the right-to-left languages).
 */
export const vault: VaultCopy = {
  approveTitle: 'אישור ב־Keyhold',
  exportTitle: 'ביטוי השחזור שלך',
  intro: 'Keyhold מציג על מה עומדים לחתום. האישור אפשרי רק כאן, ורק על ידך.',
  approve: 'אישור',
  decline: 'דחייה',
  expiresIn: (w) => `תוקף הבקשה יפוג ${w}.`,
  expired: 'תוקף הבקשה פג. שום דבר לא נחתם.',
  declined: 'הבקשה נדחתה. שום דבר לא נחתם.',
  signed: 'הבקשה אושרה.',
  exactText: 'הטקסט המדויק לחתימה',
  waitingExport: 'מכינים את הייצוא…',
  send: (a) => `סכום לשליחה: ${iso(a)}`,
  receive: (a) => `סכום שהנמען יקבל: ${iso(a)}`,
  to: (p) => `נמען: ${iso(p)}`,
  payeeAccount: 'החשבון של הנמען',
  note: (t) => `הערה: ${t}`,
  opExecuteQuote: 'שליחת תשלום',
  opExport: 'הצגת ביטוי השחזור בחלון הזה',
  opAddEmail: (e) => `הוספת התחברות עם קוד באימייל אל ${iso(e)}`,
  opAddPasskey: (n) => `הוספת מפתח הגישה "${iso(n)}"`,
  opAddOAuth: (n) => `הוספת התחברות עם ${iso(n)}`,
  opAddCredential: 'הוספת שיטת התחברות',
  opRevokeCredential: (n) => `הסרת שיטת ההתחברות "${iso(n)}"`,
  opRevokeCredentialPlain: 'הסרת שיטת התחברות',
  opChangeEmail: (e) => `שינוי כתובת האימייל ל־${iso(e)}`,
  opRevokeSession: 'ניתוק הפעלה',
  opUnknown: 'בקשה לא מוכרת: יש לקרוא את הטקסט המדויק שלמטה לפני האישור.',
  phraseIntro:
    'יש לרשום את המילים האלה לפי הסדר ולשמור אותן במקום שאינו מחובר לאינטרנט. מי שמחזיק בהן שולט בארנק שלך.',
  copy: 'העתקה',
  copied: 'הועתק. בעוד דקה הביטוי יימחק מהלוח, אם הוא עדיין שם.',
  copyFailed: 'ההעתקה לא עבדה כאן: יש לרשום את המילים.',
  hide: 'הסתרה',
  show: 'הצגה',
  done: 'סיום',
  hiddenNotice: 'הביטוי מוסתר.',
  exportKeyUnknown: 'הייצוא הזה לא התחיל כאן, ולכן הוא נדחה.',
  exportNotBound: 'ביטוי השחזור שהתקבל לא שייך לייצוא שאישרת, ולכן הוא לא מוצג. יש להתחיל את הייצוא מחדש.',
  exportUnreadable: 'לא הצלחנו לאמת את ביטוי השחזור, ולכן הוא לא מוצג. יש להתחיל את הייצוא מחדש.',
  clipboardCleared: 'הביטוי נמחק מהלוח.',
  clipboardChanged: 'בלוח יש עכשיו משהו אחר, ולכן הוא נשאר כמו שהוא.',
  clipboardUnchecked:
    'הדפדפן הזה לא מאפשר ל־Keyhold לבדוק את הלוח, ולכן ייתכן שהביטוי עדיין שם. אפשר ללחוץ על "ניקוי הלוח", או להעתיק משהו אחר.',
  clipboardClear: 'ניקוי הלוח',
  clipboardClearFailed: 'לא הצלחנו לנקות את הלוח כאן: יש להעתיק משהו אחר במקום הביטוי.',
  payeeNamed: (name, account) => `${iso(name)}, ${iso(account)}`,
  payeeIban: (last) => `IBAN …${iso(last)}`,
  payeeNumber: (last) => `החשבון שמסתיים ב־${iso(last)}`,
  payeeNotListed: 'חשבון שאינו מבין הנמענים שלך',
  payeeUnchecked: 'החשבון של הנמען (Keyhold לא הצליח לבדוק של מי הוא: יש לבדוק באפליקציה)',
};

const plural = new Intl.PluralRules('he');

export const signIn: SignInCopy = {
  title: 'התחברות לארנק',
  intro: 'Keyhold מחבר אותך כאן: הקוד שלך אף פעם לא יוצא מהתיבה הזו.',
  emailLabel: 'כתובת אימייל',
  sendCode: 'שליחת קוד באימייל',
  codeSentTo: (e) => `שלחנו קוד בן 6 ספרות אל ${iso(e)}.`,
  codeLabel: 'הקוד מהאימייל',
  codeHint: '6 ספרות',
  signIn: 'אימות הקוד',
  resend: 'שליחת קוד חדש',
  resent: 'קוד חדש בדרך.',
  otherAddress: 'שימוש באימייל אחר',
  working: 'בתהליך…',
  signedIn: 'התחברת.',
  badEmail: 'יש להזין כתובת אימייל תקינה.',
  badCode: 'יש להזין את 6 הספרות של הקוד.',
  wrongCode: 'הקוד הזה שגוי. יש לבדוק אותו ולנסות שוב.',
  codeExpired: 'תוקף הקוד פג. אפשר לבקש קוד חדש.',
  tooManyAttempts: 'יותר מדי קודים שגויים: הקוד הזה כבר לא בתוקף. אפשר לבקש קוד חדש.',
  waitBeforeResend: (s) =>
    plural.select(s) === 'one'
      ? 'יש להמתין שנייה אחת לפני שמבקשים קוד חדש.'
      : `יש להמתין ${new Intl.NumberFormat('he').format(s)} שניות לפני שמבקשים קוד חדש.`,
  notAMethod: 'הכתובת הזו אינה אחת משיטות ההתחברות שלך. יש להשתמש בכתובת שאיתה נרשמת.',
  offline: 'אין חיבור לארנק. יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
  failed: 'ההתחברות לא הצליחה. יש לנסות שוב.',
  usePasskey: 'שימוש במפתח גישה',
  passkeyNickname: 'מפתח גישה',
  passkeyCancelled: 'בקשת מפתח הגישה נסגרה. אפשר לנסות שוב בכל עת.',
  passkeyUnavailable: 'הדפדפן הזה לא יכול להשתמש כאן במפתח גישה. יש להתחבר עם האימייל.',
  noPasskey: 'לארנק הזה עדיין אין מפתח גישה. יש להתחבר עם האימייל ואז להוסיף מפתח.',
  passkeyFailed: 'מפתח הגישה הזה לא עבד. יש לנסות שוב או להתחבר עם האימייל.',
  continueWith: (p) => `המשך עם \u2068${p}\u2069`,
  popupBlocked: 'חלון ההתחברות נחסם. יש לאפשר חלונות קופצים לאתר הזה ולנסות שוב.',
  oauthCancelled: 'חלון ההתחברות נסגר. אפשר לנסות שוב בכל עת.',
  noOAuth: 'הארנק הזה עדיין לא מתחבר עם החשבון הזה. יש להתחבר עם האימייל ואז להוסיף אותו.',
  oauthFailed: 'ההתחברות עם החשבון הזה לא הצליחה. יש לנסות שוב או להתחבר עם האימייל.',
};

export const window: WindowCopy = {
  continueHint: 'כדי להגן על הבקשה הזו מפני הדף שסביבה, הבדיקה והאישור שלה נעשים בחלון של Keyhold.',
  continueButton: 'המשך בחלון',
  windowOpen: 'יש לבדוק את הבקשה בחלון של Keyhold.',
  windowBlocked: 'הדפדפן לא פתח את החלון של Keyhold. יש לאפשר חלונות קופצים באתר הזה ואז לנסות שוב.',
  exportHeadline: 'הצגת ביטוי השחזור במסגרת של Keyhold בדף',
};
