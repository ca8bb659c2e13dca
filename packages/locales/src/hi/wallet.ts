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

/** The Hindi terms of `<kh-balance>`, `<kh-activity>` and `<kh-receive>` (part of the complete catalogue). */
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
};
