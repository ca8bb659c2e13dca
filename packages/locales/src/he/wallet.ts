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

/** The Hebrew terms of `<kh-balance>`, `<kh-activity>` and `<kh-receive>` (part of the complete catalogue). */
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
};
