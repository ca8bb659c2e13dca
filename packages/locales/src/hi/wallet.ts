import { formatNumber } from '../format.js';
import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'अमेरिकी बैंक खाता',
  US_ACCOUNT: 'अमेरिकी बैंक खाता',
  AED_ACCOUNT: 'यूएई बैंक खाता',
  BRL_ACCOUNT: 'ब्राज़ील का Pix खाता',
  EUR_ACCOUNT: 'यूरो बैंक खाता',
  SPARK_WALLET: 'Spark वॉलेट',
};

const statuses: Record<string, string> = {
  CREATED: 'शुरू हुआ',
  PENDING: 'भेजे जाने का इंतज़ार',
  PROCESSING: 'रास्ते में',
  COMPLETED: 'पूरा हुआ',
  REJECTED: 'पाने वाले बैंक ने अस्वीकार किया, पैसे लौटा दिए गए',
  FAILED: 'विफल',
  REFUNDED: 'पैसे लौटा दिए गए',
  EXPIRED: 'भेजे जाने से पहले समय-सीमा खत्म हो गई',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'पाने वाले पते तक नहीं पहुंचा जा सका।',
  PAY_REQUEST_FAILED: 'पाने वाले पक्ष ने भुगतान का अनुरोध स्वीकार नहीं किया।',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'प्लेटफ़ॉर्म भुगतान को मंज़ूरी नहीं दे सका।',
  PAYMENT_APPROVAL_TIMED_OUT: 'प्लेटफ़ॉर्म ने समय पर भुगतान को मंज़ूरी नहीं दी।',
  OFFRAMP_FAILED: 'पैसे पाने वाले खाते में नहीं भेजे जा सके।',
  MISSING_MANDATORY_PAYEE_DATA: 'पाने वाले पक्ष को प्राप्तकर्ता की जो जानकारी चाहिए थी, वह मौजूद नहीं थी।',
  QUOTE_EXPIRED: 'भुगतान होने से पहले कोटेशन की समय-सीमा खत्म हो गई।',
  QUOTE_EXECUTION_FAILED: 'भुगतान पूरा नहीं किया जा सका।',
};

const fundingFields: Record<string, string> = {
  bankName: 'बैंक',
  accountNumber: 'खाता संख्या',
  routingNumber: 'रूटिंग नंबर',
  iban: 'IBAN',
  swiftCode: 'SWIFT कोड',
  reference: 'रेफ़रेंस (ट्रांसफ़र के साथ ज़रूर लिखें)',
  address: 'पता',
  paymentRails: 'भुगतान के तरीके',
};

const plural = new Intl.PluralRules('hi');
/** A number in Hindi's digits. */
const n = (value: number): string => formatNumber(value, 'hi');
/** "1 अंक हो सकता है", "2 अंक हो सकते हैं": the noun stays, the verb agrees with the count. */
const canHave = (count: number): string =>
  `${n(count)} अंक ${plural.select(count) === 'one' ? 'हो सकता है' : 'हो सकते हैं'}`;

/** The quote's countdown, m:ss, in Hindi's digits. */
const clock = (m: number, s: number): string =>
  `${n(m)}:${formatNumber(s, 'hi', { minimumIntegerDigits: 2 })}`;

/** The Hindi terms of `<kh-balance>`, `<kh-activity>`, `<kh-receive>` and `<kh-send>` (part of the complete catalogue). */
export const hiWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'बैलेंस',
  balanceSignedOut: 'अपना बैलेंस देखने के लिए साइन इन करें।',
  balanceUnreachable: 'अभी आपका बैलेंस नहीं दिखाया जा सकता: वॉलेट सेवा से संपर्क नहीं हो पा रहा है।',
  balanceNone: 'इस वॉलेट में अभी कोई खाता नहीं है।',

  activityTitle: 'गतिविधि',
  activitySignedOut: 'अपने भुगतान देखने के लिए साइन इन करें।',
  activityUnreachable: 'अभी आपके भुगतान नहीं दिखाए जा सकते: वॉलेट सेवा से संपर्क नहीं हो पा रहा है।',
  activityEmpty: 'अभी कोई भुगतान नहीं है।',
  activityMore: 'पुराने भुगतान दिखाएं',
  activitySent: (who) => `${who} को भेजा गया`,
  activityReceived: (who) => `${who} से मिला`,
  activitySomeone: 'कोई दूसरा खाता',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'बैंक खाता';
    return masked === undefined ? `आपका ${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `भेजी गई राशि: ${amount}`,
  activityAmountReceived: (amount) => `प्राप्तकर्ता को मिली राशि: ${amount}`,
  transactionStatus: (status) => statuses[status] ?? 'स्थिति का पता नहीं',
  transactionFailure: (reason) => failures[reason] ?? 'भुगतान पूरा नहीं हो सका।',
  activityUpdated: (status, who) => `${who}: ${status}।`,

  receiveTitle: 'पैसे पाएं',
  receiveSignedOut: 'आपको कहां भुगतान किया जा सकता है, यह देखने के लिए साइन इन करें।',
  receiveUnreachable: 'अभी पैसे पाने की जानकारी नहीं दिखाई जा सकती: वॉलेट सेवा से संपर्क नहीं हो पा रहा है।',
  receiveAddressLabel: 'आपका UMA पता: इससे कोई भी आपको भुगतान कर सकता है।',
  receiveQrLabel: (address) => `आपके UMA पते ${address} का QR कोड`,
  receiveCopy: 'पता कॉपी करें',
  receiveCopied: 'पता क्लिपबोर्ड पर कॉपी हो गया।',
  receiveCopyFailed: 'पता कॉपी नहीं हो सका: इसे चुनें और खुद कॉपी करें।',
  receiveNoAddress: 'इस वॉलेट का अभी कोई UMA पता नहीं है।',
  receiveFundingTitle: 'या किसी बैंक खाते से पैसे जोड़ें',
  receiveFundingField: (field) => fundingFields[field] ?? field,

  // <kh-send> (kept together)
  sendTitle: 'पैसे भेजें',
  sendSignedOut: 'पैसे भेजने के लिए साइन इन करें।',
  sendUnreachable: 'अभी भुगतान नहीं किए जा सकते: वॉलेट सेवा से संपर्क नहीं हो पा रहा है।',
  sendNoPayees:
    'अभी आपका कोई प्राप्तकर्ता नहीं है: पहले वह बैंक खाता जोड़ें जिसमें आप भुगतान करना चाहते हैं।',
  sendPayeeLabel: 'किसे भुगतान करें',
  sendPayeeOption: (payee, currency) => `${payee} (${currency})`,
  sendAmountLabel: 'राशि',
  sendSideLegend: 'यह राशि है',
  sendSideSending: (currency) => `जो आप भेजेंगे (${currency})`,
  sendSideReceiving: (currency) => `जो प्राप्तकर्ता को मिलेगा (${currency})`,
  sendQuoteButton: 'कोटेशन पाएं',
  sendQuoting: 'कोटेशन लिया जा रहा है…',
  sendAmountFormat: (currency, example) => `${currency} में राशि दर्ज करें, जैसे ${example}।`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `${currency} की राशियों में दशमलव नहीं होता।`
      : `${currency} की राशियों में दशमलव के बाद ज़्यादा से ज़्यादा ${canHave(decimals)}।`,
  sendAmountZero: 'शून्य से ज़्यादा राशि दर्ज करें।',
  sendAmountLarge: 'यह राशि एक भुगतान की सीमा से ज़्यादा है।',
  sendYouSend: 'आप भेजेंगे',
  sendFees: 'शुल्क (शामिल)',
  sendTheyReceive: 'प्राप्तकर्ता को मिलेगा',
  sendRateLabel: 'विनिमय दर',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'कोटेशन की बची हुई अवधि',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: 'कोटेशन की समय-सीमा खत्म हो गई थी, इसलिए यह नया कोटेशन है।',
  sendQuoteUnreachable:
    'कोटेशन नहीं मिला: वॉलेट सेवा से संपर्क नहीं हो पा रहा है। थोड़ी देर में फिर कोशिश करें।',
  sendButton: (amount) => `${amount} भेजें`,
  sendChange: 'बदलें',
  sendApproving: 'विंडो में भुगतान को मंज़ूरी दें।',
  sendDeclined: 'आपने भुगतान अस्वीकार कर दिया। न कुछ साइन हुआ, न कुछ भेजा गया।',
  sendRefused: 'आपने भुगतान साइन किया, लेकिन सेवा ने उसे अस्वीकार कर दिया: कुछ नहीं भेजा गया।',
  sendUnreachableMidway:
    'भुगतान नहीं भेजा जा सका: वॉलेट सेवा से संपर्क नहीं हो पा रहा है। कुछ नहीं भेजा गया; थोड़ी देर में फिर कोशिश करें।',
  sendFollowing: (status) => `भुगतान भेज दिया गया। ${status}…`,
  sendFollowUnreachable:
    'भुगतान भेज दिया गया, लेकिन अभी उसकी प्रगति नहीं देखी जा सकती: वॉलेट सेवा से संपर्क नहीं हो पा रहा है। फिर से कोशिश की जा रही है…',
  sendCompleted: (amount, payee) => `हो गया: ${payee} को ${amount} मिल गए।`,
  sendFailed: (status, reason) => `भुगतान नहीं हो सका (${status})। ${reason}`,
  sendAnother: 'एक और भुगतान भेजें',
};
