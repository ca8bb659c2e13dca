import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { heWalletMoneyTerms } from './wallet.js';
import { heErrorMessages } from './errors.js';

/** A sign-in method in words: its name, its definite form ("the …") and "this …" (Hebrew construct state). */
interface TypeWords {
  name: string;
  the: string;
  this: string;
}

const typeWords: Record<string, TypeWords> = {
  PASSKEY: { name: 'מפתח גישה', the: 'מפתח הגישה', this: 'מפתח הגישה הזה' },
  EMAIL_OTP: { name: 'קוד אימייל', the: 'קוד האימייל', this: 'קוד האימייל הזה' },
  OAUTH: { name: 'חשבון מקושר', the: 'החשבון המקושר', this: 'החשבון המקושר הזה' },
};
const anyMethod: TypeWords = { name: 'שיטת התחברות', the: 'שיטת ההתחברות', this: 'שיטת ההתחברות הזו' };

const words = (type: string | undefined): TypeWords => (type && typeWords[type]) || anyMethod;

/** The service's external account types in words (§2.7); others read as "חשבון". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'חשבון בנק אמריקאי',
  US_ACCOUNT: 'חשבון בנק אמריקאי',
  AED_ACCOUNT: 'חשבון בנק באמירויות',
  BRL_ACCOUNT: 'חשבון Pix ברזילאי',
  SPARK_WALLET: 'ארנק Spark',
};

/**
 * A left-to-right run (an email, a name, a masked number, a countdown) isolated inside right-to-left text
 * (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE), so its characters keep their order and do
 * not pull the punctuation around them to the wrong side.
 */
const iso = (text: string): string => `\u2068${text}\u2069`;

/** A count in the digits Intl gives Hebrew (the same as the amounts on the screen). */
const num = (n: number): string => new Intl.NumberFormat('he').format(n);
const plural = new Intl.PluralRules('he');
/** "הפעלה אחת" for Hebrew's "one" category, "N הפעלות" for the others (two, other). */
const sessions = (n: number): string => (plural.select(n) === 'one' ? 'הפעלה אחת' : `${num(n)} הפעלות`);

/**
 * The Hebrew catalogue, complete (typed `CompleteCopy`: a term or an error code left out is a type error).
 * Addressed to no gender, as Israeli apps write: buttons as nouns (התחברות, ביטול), instructions in the
 * infinitive (יש להתחבר מחדש), the reader only in forms that read the same for both (התחברת, שלך). Pure
 * data: `@keyhold/elements/locales/he` registers it. Hebrew is written right to left: the components mirror
 * with `dir="rtl"` on themselves or an ancestor (`<html lang="he" dir="rtl">`).
 */
export const he: CompleteCopy = {
  cancel: 'ביטול',
  close: 'סגירה',
  retry: 'ניסיון נוסף',
  working: 'בתהליך…',
  expiresIn: (seconds) => `התוקף יפוג בעוד ${iso(minutesSeconds(seconds, 'he'))}`,
  expired: 'פג התוקף',
  errorGeneric: 'משהו השתבש. יש לנסות שוב.',
  errorMessages: heErrorMessages,
  credentialType: (type) => words(type).name,

  otpLabel: (length) => `קוד בן ${num(length)} ספרות`,
  otpDigitLabel: (index, length) => `ספרה ${num(index)} מתוך ${num(length)}`,
  otpResend: 'שליחת קוד חדש',
  otpResendIn: (seconds) => `שליחת קוד חדש בעוד ${iso(minutesSeconds(seconds, 'he'))}`,
  otpMissing: 'יש להזין את הקוד.',
  otpIncomplete: (length) => `יש להזין את כל ${num(length)} הספרות.`,
  otpLocked:
    'יותר מדי קודים שגויים: הקוד הזה כבר לא בתוקף, וההתחברות עם האימייל הזה מושהית לזמן מה. אפשר לבקש קוד חדש כשהכפתור יהיה זמין.',

  approveTitle: 'אישור באמצעות הארנק',
  approveIntro: 'כדאי לבדוק על מה עומדים לחתום. שום דבר לא נחתם לפני האישור שלך.',
  approveOperation: (operation, type) => {
    const what = words(type).name;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `הוספת ${what} לארנק שלך`;
      case 'REVOKE_CREDENTIAL':
        return `הסרת ${what} מהארנק שלך`;
      case 'REVOKE_SESSION':
        return 'ניתוק הפעלה של הארנק שלך';
      case 'REVOKE_SESSIONS':
        return 'ניתוק ההפעלות האחרות שלך';
      case 'EXPORT_WALLET':
        return 'ייצוא ביטוי השחזור של הארנק שלך';
      case 'EXECUTE_QUOTE':
        return 'שליחת התשלום לפי הצעת המחיר הזו';
      default:
        return 'חתימה על הבקשה הזו';
    }
  },
  approvePayloadLabel: 'על מה חותמים',
  approveExactText: 'הטקסט המדויק שנחתם',
  approveExpiredNotice: 'תוקף הבקשה פג לפני שאושרה. יש לסגור אותה ולהתחיל מחדש.',
  approveButton: 'אישור וחתימה',
  approveBusy: 'מתבצעת חתימה…',
  rejectButton: 'דחייה',
  approveEffect: (operation, type) => {
    const what = words(type).this;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `אחרי האישור אפשר יהיה להתחבר לארנק באמצעות ${what}.`;
      case 'REVOKE_CREDENTIAL':
        return `לא יהיה אפשר עוד להתחבר באמצעות ${what}, וההפעלות שנפתחו כך יסתיימו.`;
      case 'REVOKE_SESSION':
        return 'ההפעלה הזו תסתיים מיד: כל מי שמשתמש בה יצטרך להתחבר מחדש.';
      case 'REVOKE_SESSIONS':
        return 'כל אחת מההפעלות האלה תסתיים מיד: כל מי שמשתמש באחת מהן יצטרך להתחבר מחדש. כל ניתוק נחתם בנפרד.';
      case 'EXPORT_WALLET':
        return 'ביטוי השחזור יישלח מוצפן לדפדפן הזה, ויוצג רק אחרי בקשה מפורשת להציג אותו.';
      case 'EXECUTE_QUOTE':
        return 'הכסף יוצא מהארנק מיד עם האישור. אי אפשר לבטל את זה.';
      default:
        return 'כדאי לבדוק את הפרטים שלמטה לפני האישור.';
    }
  },
  approveWaitingReauth: 'ממתינים להתחברות מחדש…',
  approveSignedRefused: 'הבקשה אושרה ונחתמה, אבל השירות דחה אותה: שום דבר לא בוצע. יש לסגור ולהתחיל מחדש.',
  quoteSend: 'סכום לשליחה',
  quoteReceive: 'סכום שהנמען יקבל',
  quoteRate: (from, rate, to) => iso(`1 ${from} = ${rate} ${to}`),
  quoteRateLabel: 'שער חליפין',
  quoteFees: 'עמלות (כלולות)',
  quoteDestination: 'נמען',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'חשבון';
    return masked === undefined ? `${kind} של הנמען` : `${kind} ${iso(masked)}`;
  },
  quoteExpires: 'תוקף הצעת המחיר',

  loading: 'בטעינה…',
  noWallet: 'אין ארנק מחובר.',
  signInFirst: 'כדי לנהל את הארנק יש להתחבר.',
  formatDate: formatDateIn,

  signInTitle: 'התחברות לארנק',
  storageCleared: 'בוצעה התנתקות כי הדפדפן הזה מחק את הנתונים שהאתר שמר. כדי להמשיך יש להתחבר מחדש.',
  reauthTitle: 'אימות זהות',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'ההפעלה הסתיימה. כדי להמשיך יש להתחבר מחדש.'
      : `ההפעלה הסתיימה. כדי להמשיך יש להתחבר מחדש באמצעות ${words(type).the} שלך${nickname ? ` (${iso(nickname)})` : ''}.`,
  reauthOtherCredential: 'כדי להמשיך, יש להתחבר בשיטת התחברות אחרת מזו שמסירים.',
  signInPasskey: 'התחברות עם מפתח גישה',
  createPasskey: 'יצירת מפתח גישה',
  passkeyNameLabel: 'שם למפתח הגישה',
  passkeyNameDefault: 'מפתח הגישה שלי',
  passkeyCreateButton: 'יצירת מפתח הגישה',
  back: 'חזרה',
  emailLabel: 'כתובת אימייל',
  emailSubmit: 'שליחת קוד באימייל',
  orDivider: 'או',
  codeSentTo: (email) => `שלחנו קוד בן 6 ספרות אל ${iso(email)}.`,
  codeRecentlySent: (email) =>
    `לפני רגע נשלח קוד אל ${iso(email)}. אפשר להשתמש בקוד הזה, או לבקש קוד חדש בעוד זמן קצר.`,
  useDifferentEmail: 'שימוש באימייל אחר',
  verifyButton: 'אימות הקוד',
  signedInAs: (name) => `התחברת באמצעות ${iso(name)}.`,
  addNeedsSignIn: (type) =>
    `לארנק הזה עדיין אין ${words(type).name} לשם כך. יש להתחבר בשיטה שכבר קיימת בו, ואז להוסיף ${words(type).name} בשיטות ההתחברות.`,

  reauthCancel: 'ביטול',

  credentialsTitle: 'שיטות התחברות',
  credentialsEmpty: 'עדיין אין שיטות התחברות.',
  credentialCreated: (date) => `נוסף ${date}`,
  credentialCurrent: 'בשימוש בהפעלה הזו',
  credentialRemove: 'הסרה',
  credentialRemoveLabel: (name) => `הסרת ${iso(name)}`,
  addPasskey: 'הוספת מפתח גישה',
  addEmail: 'הוספת אימייל',
  addEmailLabel: 'כתובת האימייל להוספה',
  addButton: 'הוספה',
  credentialAdded: (name) => `ההוספה של ${iso(name)} הושלמה.`,
  credentialRemoved: (name) => `ההסרה של ${iso(name)} הושלמה.`,
  credentialOnlyOne: 'זו שיטת ההתחברות היחידה שלך, ולכן אי אפשר להסיר אותה. קודם צריך להוסיף שיטה אחרת.',
  credentialOneOfEach: (type) => `לארנק שלך כבר יש ${words(type).name}; ארנק מחזיק אחד מכל סוג.`,
  addOAuth: 'קישור חשבון',

  sessionsTitle: 'הפעלות מחוברות',
  sessionsEmpty: 'אין הפעלות פעילות.',
  sessionThisBrowser: 'הדפדפן הזה',
  sessionExpires: (date) => `תפוג ${date}`,
  sessionCreated: (when) => `התחברות ${when}`,
  sessionLastUsedHere: (when) => `שימוש אחרון כאן ${when}`,
  signOutOthers: 'התנתקות מכל שאר המקומות',
  othersSignedOut: (count) =>
    plural.select(count) === 'one' ? 'הפעלה אחרת אחת נותקה.' : `${num(count)} הפעלות אחרות נותקו.`,
  signOutOthersList: (count) =>
    count === 1 ? 'ההפעלה הזו תנותק:' : `${num(count)} ההפעלות האלה ינותקו, כל אחת בחתימה משלה:`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return total === 1
        ? 'לא הצלחנו לנתק את ההפעלה האחרת:'
        : `לא הצלחנו לנתק אף אחת מ־${num(total)} ההפעלות האחרות:`;
    const done = plural.select(ended) === 'one' ? 'נותקה' : 'נותקו';
    const notDone = plural.select(failed) === 'one' ? 'לא נותקה' : 'לא נותקו';
    return `${sessions(ended)} מתוך ${num(total)} ${done}; ${sessions(failed)} ${notDone}:`;
  },
  sessionNotSignedOut: (session, reason) => `${iso(session)}. ${reason}`,
  sessionSignOut: 'ניתוק',
  sessionSignOutLabel: (name) => `ניתוק ${iso(name)}`,
  signOutHere: 'התנתקות מהדפדפן הזה',
  sessionRevoked: 'ההפעלה נותקה.',
  signedOut: 'התנתקת.',

  statusActive: (name, when) => `התחברת באמצעות ${iso(name)}. ההפעלה תסתיים ${when}.`,
  statusExpiring: (name, when) =>
    `ההפעלה שלך עם ${iso(name)} תסתיים ${when}. כל חתימה אחרי כן תדרוש התחברות מחדש.`,
  statusExpired: 'תוקף ההפעלה פג. כדי להשתמש בארנק יש להתחבר מחדש.',
  statusRevoked: 'ההפעלה שלך נותקה ממכשיר או מדפדפן אחר. כדי להמשיך יש להתחבר מחדש.',
  statusSignedOut: 'לא התחברת לארנק.',
  statusSignInAgain: 'התחברות מחדש',

  exportTitle: 'ייצוא ביטוי השחזור',
  exportWarning:
    'ביטוי השחזור נותן שליטה מלאה בארנק. כל מי שרואה אותו יכול לקחת את הכסף שלך. חשוב לוודא שאף אחד לא מסתכל על המסך.',
  exportStart: 'ייצוא ביטוי השחזור',
  exportReadyNotice: 'ביטוי השחזור מוכן. הוא נשאר מוסתר עד שבוחרים להציג אותו.',
  exportReveal: 'הצגת ביטוי השחזור',
  exportHide: 'הסתרה',
  exportDone: 'סיום',
  exportCopy: 'העתקה',
  exportCopied: 'הועתק ללוח.',
  exportAutoHidden: 'ביטוי השחזור הוסתר. כדי לראות אותו, יש להציג אותו שוב.',
  exportPhraseLabel: 'ביטוי שחזור',
  ...heWalletMoneyTerms,
};
