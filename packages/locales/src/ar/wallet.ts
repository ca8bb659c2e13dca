import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'حساب مصرفي أمريكي',
  US_ACCOUNT: 'حساب مصرفي أمريكي',
  AED_ACCOUNT: 'حساب مصرفي إماراتي',
  BRL_ACCOUNT: 'حساب Pix برازيلي',
  EUR_ACCOUNT: 'حساب مصرفي باليورو',
  SPARK_WALLET: 'محفظة Spark',
};

const statuses: Record<string, string> = {
  CREATED: 'بدأت',
  PENDING: 'بانتظار الإرسال',
  PROCESSING: 'قيد التنفيذ',
  COMPLETED: 'اكتملت',
  REJECTED: 'رفضها البنك المستلم واستُردّت',
  FAILED: 'فشلت',
  REFUNDED: 'استُردّت',
  EXPIRED: 'انتهت صلاحيتها قبل الإرسال',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'تعذّر الوصول إلى عنوان الاستلام.',
  PAY_REQUEST_FAILED: 'لم يقبل الطرف المستلم طلب الدفع.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'تعذّر على المنصة الموافقة على الدفعة.',
  PAYMENT_APPROVAL_TIMED_OUT: 'لم توافق المنصة على الدفعة في الوقت المحدد.',
  OFFRAMP_FAILED: 'تعذّر صرف المبلغ إلى الحساب المستلم.',
  MISSING_MANDATORY_PAYEE_DATA: 'نقصت بيانات عن المستفيد يطلبها الطرف المستلم.',
  QUOTE_EXPIRED: 'انتهت صلاحية عرض السعر قبل إتمام الدفعة.',
  QUOTE_EXECUTION_FAILED: 'تعذّر تنفيذ الدفعة.',
};

/** A left-to-right run (an address, an amount) isolated inside right-to-left text. */
const iso = (text: string): string => `\u2068${text}\u2069`;

const fundingFields: Record<string, string> = {
  bankName: 'البنك',
  accountNumber: 'رقم الحساب',
  routingNumber: 'رقم التوجيه',
  iban: 'IBAN',
  swiftCode: 'رمز SWIFT',
  reference: 'المرجع (أضفه مع التحويل)',
  address: 'العنوان',
  paymentRails: 'طرق الدفع',
};

/** The Arabic terms of `<kh-balance>` and `<kh-activity>` (part of the complete Arabic catalogue). */
export const arWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'الرصيد',
  balanceSignedOut: 'سجّل الدخول لرؤية رصيدك.',
  balanceUnreachable: 'لا يمكن عرض رصيدك الآن: تعذّر الوصول إلى خدمة المحفظة.',
  balanceNone: 'لا يوجد حساب في هذه المحفظة بعد.',

  activityTitle: 'النشاط',
  activitySignedOut: 'سجّل الدخول لرؤية مدفوعاتك.',
  activityUnreachable: 'لا يمكن عرض مدفوعاتك الآن: تعذّر الوصول إلى خدمة المحفظة.',
  activityEmpty: 'لا توجد مدفوعات بعد.',
  activityMore: 'عرض المدفوعات الأقدم',
  activitySent: (who) => `أُرسلت إلى ${iso(who)}`,
  activityReceived: (who) => `وردت من ${iso(who)}`,
  activitySomeone: 'حساب آخر',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'حساب مصرفي';
    return masked === undefined ? kind : `${kind} ${iso(masked)}`;
  },
  activityAmountSent: (amount) => `أرسلت ${iso(amount)}`,
  activityAmountReceived: (amount) => `استلم الطرف الآخر ${iso(amount)}`,
  transactionStatus: (status) => statuses[status] ?? 'حالة غير معروفة',
  transactionFailure: (reason) => failures[reason] ?? 'تعذّر إتمام الدفعة.',
  activityUpdated: (status, who) => `${iso(who)}: ${status}.`,

  receiveTitle: 'الاستلام',
  receiveSignedOut: 'سجّل الدخول لرؤية كيف يمكن الدفع لك.',
  receiveUnreachable: 'لا يمكن عرض بيانات الاستلام الآن: تعذّر الوصول إلى خدمة المحفظة.',
  receiveAddressLabel: 'عنوان UMA الخاص بك: يمكن لأي شخص الدفع لك به.',
  receiveQrLabel: (address) => `رمز QR لعنوان UMA الخاص بك ${iso(address)}`,
  receiveCopy: 'نسخ العنوان',
  receiveCopied: 'نُسخ العنوان إلى الحافظة.',
  receiveCopyFailed: 'تعذّر نسخ العنوان: حدّده وانسخه بنفسك.',
  receiveNoAddress: 'لا يوجد عنوان UMA لهذه المحفظة بعد.',
  receiveFundingTitle: 'أو أضف أموالًا من حساب مصرفي',
  receiveFundingField: (field) => fundingFields[field] ?? field,
  // <kh-send> (kept together)
  sendTitle: 'إرسال المال',
  sendSignedOut: 'سجّل الدخول لإرسال المال.',
  sendUnreachable: 'لا يمكن إجراء الدفعات الآن: تعذّر الوصول إلى خدمة المحفظة.',
  sendNoPayees: 'ليس لديك مستفيد بعد: أضف أولًا الحساب المصرفي الذي تريد الدفع إليه.',
  sendPayeeLabel: 'ادفع إلى',
  sendPayeeOption: (payee, currency) => `${payee} (${currency})`,
  sendAmountLabel: 'المبلغ',
  sendSideLegend: 'المبلغ هو',
  sendSideSending: (currency) => `ما ترسله (${currency})`,
  sendSideReceiving: (currency) => `ما يستلمه المستفيد (${currency})`,
  sendQuoteButton: 'احصل على عرض سعر',
  sendQuoting: 'جارٍ طلب عرض السعر…',
  sendAmountFormat: (currency, example) => `أدخل مبلغًا بعملة ${currency}، مثل ${example}.`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `المبالغ بعملة ${currency} بلا كسور عشرية.`
      : `المبالغ بعملة ${currency} لها ${decimals} خانات عشرية على الأكثر.`,
  sendAmountZero: 'أدخل مبلغًا أكبر من صفر.',
  sendAmountLarge: 'هذا المبلغ أكبر مما يمكن أن تكون عليه دفعة.',
  sendYouSend: 'ترسل',
  sendFees: 'الرسوم (مشمولة)',
  sendTheyReceive: 'يستلم المستفيد',
  sendRateLabel: 'سعر الصرف',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'العرض صالح لمدة',
  sendTimeLeft: (m, s) => `${m}:${String(s).padStart(2, '0')}`,
  sendQuoteRenewed: 'انتهت صلاحية عرض السعر، وهذا عرض جديد.',
  sendQuoteUnreachable: 'لا يوجد عرض سعر: تعذّر الوصول إلى خدمة المحفظة. حاول مرة أخرى بعد قليل.',
  sendButton: (amount) => `أرسل ${amount}`,
  sendChange: 'تعديل',
  sendApproving: 'وافق على الدفعة في النافذة.',
  sendDeclined: 'رفضت الدفعة. لم يُوقَّع أو يُرسَل أي شيء.',
  sendRefused: 'وقّعت الدفعة، لكن الخدمة رفضتها: لم يُرسَل أي شيء.',
  sendUnreachableMidway:
    'تعذّر إرسال الدفعة: لا يمكن الوصول إلى خدمة المحفظة. لم يُرسَل أي شيء؛ حاول مرة أخرى بعد قليل.',
  sendFollowing: (status) => `أُرسلت الدفعة. ${status}…`,
  sendFollowUnreachable:
    'أُرسلت الدفعة، لكن لا يمكن قراءة تقدّمها الآن: تعذّر الوصول إلى خدمة المحفظة. جارٍ المحاولة مجددًا…',
  sendCompleted: (amount, payee) => `تم: استلم ${payee} مبلغ ${amount}.`,
  sendFailed: (status, reason) => `لم تتم الدفعة (${status}). ${reason}`,
  sendAnother: 'إرسال دفعة أخرى',
};
