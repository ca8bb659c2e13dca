import { formatNumber } from '../format.js';
import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'חשבון בנק אמריקאי',
  US_ACCOUNT: 'חשבון בנק אמריקאי',
  AED_ACCOUNT: 'חשבון בנק באמירויות',
  BRL_ACCOUNT: 'חשבון Pix ברזילאי',
  EUR_ACCOUNT: 'חשבון בנק באירו',
  SPARK_WALLET: 'ארנק Spark',
};

const statuses: Record<string, string> = {
  CREATED: 'נוצר',
  PENDING: 'ממתין לשליחה',
  PROCESSING: 'בדרך',
  COMPLETED: 'הושלם',
  REJECTED: 'נדחה על ידי הבנק המקבל והכסף הוחזר',
  FAILED: 'נכשל',
  REFUNDED: 'הכסף הוחזר',
  EXPIRED: 'פג תוקף לפני השליחה',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'לא הצלחנו להגיע לכתובת המקבלת.',
  PAY_REQUEST_FAILED: 'הצד המקבל לא אישר את בקשת התשלום.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'הפלטפורמה לא הצליחה לאשר את התשלום.',
  PAYMENT_APPROVAL_TIMED_OUT: 'הפלטפורמה לא אישרה את התשלום בזמן.',
  OFFRAMP_FAILED: 'לא הצלחנו להעביר את הכסף לחשבון המקבל.',
  MISSING_MANDATORY_PAYEE_DATA: 'חסרו פרטים על המוטב שהצד המקבל דורש.',
  QUOTE_EXPIRED: 'תוקף הצעת המחיר פג לפני ביצוע התשלום.',
  QUOTE_EXECUTION_FAILED: 'לא הצלחנו לבצע את התשלום.',
};

const fundingFields: Record<string, string> = {
  bankName: 'בנק',
  accountNumber: 'מספר חשבון',
  routingNumber: 'מספר ניתוב',
  iban: 'IBAN',
  swiftCode: 'קוד SWIFT',
  reference: 'אסמכתה (יש לציין אותה בהעברה)',
  address: 'כתובת',
  paymentRails: 'דרכי תשלום',
};

/** A left-to-right run (an address, an amount, a masked number) isolated inside right-to-left text. */
const iso = (text: string): string => `\u2068${text}\u2069`;

const plural = new Intl.PluralRules('he');
/** "ספרה אחת", "2 ספרות": the count with its noun, the number in Hebrew's digits. */
const digits = (count: number): string =>
  plural.select(count) === 'one' ? 'ספרה אחת' : `${formatNumber(count, 'he')} ספרות`;

/** The quote's countdown, m:ss, in Hebrew's digits. */
const clock = (m: number, s: number): string =>
  `${formatNumber(m, 'he')}:${formatNumber(s, 'he', { minimumIntegerDigits: 2 })}`;

/** The Hebrew terms of `<kh-balance>`, `<kh-activity>`, `<kh-receive>` and `<kh-send>` (part of the complete catalogue). */
export const heWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'יתרה',
  balanceSignedOut: 'כדי לראות את היתרה יש להתחבר.',
  balanceUnreachable: 'אי אפשר להציג את היתרה כרגע: אין חיבור לשירות הארנק.',
  balanceNone: 'לארנק הזה עדיין אין חשבון.',

  activityTitle: 'פעילות',
  activitySignedOut: 'כדי לראות את התשלומים יש להתחבר.',
  activityUnreachable: 'אי אפשר להציג את התשלומים כרגע: אין חיבור לשירות הארנק.',
  activityEmpty: 'עדיין אין תשלומים.',
  activityMore: 'הצגת תשלומים קודמים',
  activitySent: (who) => `נשלח אל ${iso(who)}`,
  activityReceived: (who) => `התקבל מאת ${iso(who)}`,
  activitySomeone: 'חשבון אחר',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'חשבון בנק';
    return masked === undefined ? `${kind} שלך` : `${kind} ${iso(masked)}`;
  },
  activityAmountSent: (amount) => `סכום שנשלח: ${iso(amount)}`,
  activityAmountReceived: (amount) => `הנמען קיבל ${iso(amount)}`,
  transactionStatus: (status) => statuses[status] ?? 'סטטוס לא ידוע',
  transactionFailure: (reason) => failures[reason] ?? 'לא הצלחנו להשלים את התשלום.',
  activityUpdated: (status, who) => `${iso(who)}: ${status}.`,

  receiveTitle: 'קבלת כסף',
  receiveSignedOut: 'כדי לראות איך אפשר לקבל תשלומים יש להתחבר.',
  receiveUnreachable: 'אי אפשר להציג את פרטי הקבלה כרגע: אין חיבור לשירות הארנק.',
  receiveAddressLabel: 'כתובת ה־UMA שלך: כל אחד יכול לשלם לך דרכה.',
  receiveQrLabel: (address) => `קוד QR של כתובת ה־UMA שלך ${iso(address)}`,
  receiveCopy: 'העתקת הכתובת',
  receiveCopied: 'הכתובת הועתקה ללוח.',
  receiveCopyFailed: 'לא הצלחנו להעתיק את הכתובת: אפשר לסמן אותה ולהעתיק ידנית.',
  receiveNoAddress: 'לארנק הזה עדיין אין כתובת UMA.',
  receiveFundingTitle: 'או הוספת כסף מחשבון בנק',
  receiveFundingField: (field) => fundingFields[field] ?? field,

  // <kh-send> (kept together)
  sendTitle: 'שליחת כסף',
  sendSignedOut: 'כדי לשלוח כסף יש להתחבר.',
  sendUnreachable: 'אי אפשר לבצע תשלומים כרגע: אין חיבור לשירות הארנק.',
  sendNoPayees: 'עדיין אין מוטבים: קודם יש להוסיף את חשבון הבנק שרוצים לשלם אליו.',
  sendPayeeLabel: 'תשלום אל',
  sendPayeeOption: (payee, currency) => `${iso(payee)} (${iso(currency)})`,
  sendAmountLabel: 'סכום',
  sendSideLegend: 'הסכום הוא',
  sendSideSending: (currency) => `הסכום שנשלח (${iso(currency)})`,
  sendSideReceiving: (currency) => `הסכום שהמוטב מקבל (${iso(currency)})`,
  sendQuoteButton: 'קבלת הצעת מחיר',
  sendQuoting: 'מקבלים הצעת מחיר…',
  sendAmountFormat: (currency, example) => `יש להזין סכום ב־${iso(currency)}, למשל ${iso(example)}.`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `לסכומים ב־${iso(currency)} אין ספרות אחרי הנקודה העשרונית.`
      : `לסכומים ב־${iso(currency)} יש לכל היותר ${digits(decimals)} אחרי הנקודה העשרונית.`,
  sendAmountZero: 'יש להזין סכום גדול מאפס.',
  sendAmountLarge: 'הסכום הזה גדול מהמקסימום של תשלום אחד.',
  sendYouSend: 'הסכום שנשלח',
  sendFees: 'עמלות (כלולות)',
  sendTheyReceive: 'המוטב מקבל',
  sendRateLabel: 'שער חליפין',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'הצעת המחיר בתוקף עוד',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: 'תוקף הצעת המחיר פג, אז הנה הצעה חדשה.',
  sendQuoteUnreachable: 'אין הצעת מחיר: אין חיבור לשירות הארנק. אפשר לנסות שוב בעוד רגע.',
  sendButton: (amount) => `שליחת ${iso(amount)}`,
  sendChange: 'שינוי',
  sendApproving: 'יש לאשר את התשלום בחלון.',
  sendDeclined: 'התשלום נדחה לבקשתך. שום דבר לא נחתם ולא נשלח.',
  sendRefused: 'התשלום נחתם, אבל השירות דחה אותו: שום דבר לא נשלח.',
  sendUnreachableMidway:
    'לא הצלחנו לשלוח את התשלום: אין חיבור לשירות הארנק. שום דבר לא נשלח; אפשר לנסות שוב בעוד רגע.',
  sendFollowing: (status) => `התשלום נשלח. ${status}…`,
  sendFollowUnreachable:
    'התשלום נשלח, אבל אי אפשר לראות את ההתקדמות שלו כרגע: אין חיבור לשירות הארנק. מנסים שוב…',
  // The past tense agrees with the amount, never with the payee, whose gender is unknown.
  sendCompleted: (amount, payee) => `בוצע: הסכום ${iso(amount)} התקבל אצל ${iso(payee)}.`,
  sendFailed: (status, reason) => `התשלום לא עבר (${status}). ${reason}`,
  sendAnother: 'שליחת תשלום נוסף',
};
