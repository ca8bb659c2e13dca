import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { hiWalletMoneyTerms } from './wallet.js';
import { hiErrorMessages } from './errors.js';

/** A sign-in method in words: its name, its form before a postposition (से, के), and its gender. */
interface TypeWords {
  name: string;
  oblique: string;
  feminine: boolean;
}

const typeWords: Record<string, TypeWords> = {
  PASSKEY: { name: 'पासकी', oblique: 'पासकी', feminine: true },
  EMAIL_OTP: { name: 'ईमेल कोड', oblique: 'ईमेल कोड', feminine: false },
  OAUTH: { name: 'लिंक किया गया खाता', oblique: 'लिंक किए गए खाते', feminine: false },
};
const anyMethod: TypeWords = { name: 'साइन इन का तरीका', oblique: 'साइन इन के तरीके', feminine: false };

const words = (type: string | undefined): TypeWords => (type && typeWords[type]) || anyMethod;

/** The service's external account types in words (§2.7); others read as "खाता". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'अमेरिकी बैंक खाता',
  US_ACCOUNT: 'अमेरिकी बैंक खाता',
  AED_ACCOUNT: 'यूएई बैंक खाता',
  BRL_ACCOUNT: 'ब्राज़ील का Pix खाता',
  SPARK_WALLET: 'Spark वॉलेट',
};

/** A count in the digits Intl gives Hindi (the same as the amounts on the screen). */
const num = (n: number): string => new Intl.NumberFormat('hi').format(n);
const plural = new Intl.PluralRules('hi');
/** The singular for Hindi's "one" category (0 and 1), the plural otherwise. */
const one = (n: number): boolean => plural.select(n) === 'one';

/**
 * The Hindi catalogue, complete (typed `CompleteCopy`: a term or an error code left out is a type error),
 * addressing the person as आप with the polite imperative (करें), in the words Google and Indian banking
 * apps use (साइन इन, पासकी, रिकवरी फ़्रेज़, सेशन). Sentences avoid verbs that agree with the reader's
 * gender. Pure data: `@keyhold/elements/locales/hi` registers it.
 */
export const hi: CompleteCopy = {
  cancel: 'रद्द करें',
  close: 'बंद करें',
  retry: 'फिर से कोशिश करें',
  working: 'प्रोसेस हो रहा है…',
  expiresIn: (seconds) => `${minutesSeconds(seconds, 'hi')} में समय-सीमा खत्म`,
  expired: 'समय-सीमा खत्म',
  errorGeneric: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  errorMessages: hiErrorMessages,
  credentialType: (type) => words(type).name,

  otpLabel: (length) => `${num(length)} अंकों का कोड`,
  otpDigitLabel: (index, length) => `${num(length)} में से अंक ${num(index)}`,
  otpResend: 'नया कोड भेजें',
  otpResendIn: (seconds) => `${minutesSeconds(seconds, 'hi')} में नया कोड भेजें`,
  otpMissing: 'कोड डालें।',
  otpIncomplete: (length) => `सभी ${num(length)} अंक डालें।`,
  otpLocked:
    'बहुत ज़्यादा गलत कोड डाले गए: यह कोड अब काम नहीं करता और इस ईमेल से साइन इन कुछ समय के लिए रोक दिया गया है। बटन उपलब्ध होने पर नया कोड मांगें।',

  approveTitle: 'अपने वॉलेट से मंज़ूरी दें',
  approveIntro:
    'देखें कि किस पर हस्ताक्षर होने वाला है। आपकी मंज़ूरी के बिना किसी चीज़ पर हस्ताक्षर नहीं होता।',
  approveOperation: (operation, type) => {
    const what = words(type).name;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `अपने वॉलेट में ${what} जोड़ें`;
      case 'REVOKE_CREDENTIAL':
        return `अपने वॉलेट से ${what} हटाएं`;
      case 'REVOKE_SESSION':
        return 'अपने वॉलेट का एक सेशन साइन आउट करें';
      case 'REVOKE_SESSIONS':
        return 'अपने बाकी सेशन साइन आउट करें';
      case 'EXPORT_WALLET':
        return 'अपने वॉलेट का रिकवरी फ़्रेज़ एक्सपोर्ट करें';
      case 'EXECUTE_QUOTE':
        return 'इस कोटेशन का भुगतान भेजें';
      default:
        return 'इस अनुरोध पर हस्ताक्षर करें';
    }
  },
  approvePayloadLabel: 'किस पर हस्ताक्षर होगा',
  approveExactText: 'हस्ताक्षर किया गया सटीक टेक्स्ट',
  approveExpiredNotice:
    'मंज़ूरी मिलने से पहले ही इस अनुरोध की समय-सीमा खत्म हो गई। इसे बंद करें और फिर से शुरू करें।',
  approveButton: 'मंज़ूरी दें और हस्ताक्षर करें',
  approveBusy: 'हस्ताक्षर हो रहा है…',
  rejectButton: 'अस्वीकार करें',
  approveEffect: (operation, type) => {
    const what = `इस ${words(type).oblique}`;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `${what} से आपके वॉलेट में साइन इन किया जा सकेगा।`;
      case 'REVOKE_CREDENTIAL':
        return `${what} से अब साइन इन नहीं किया जा सकेगा; इससे खुले सेशन खत्म हो जाएंगे।`;
      case 'REVOKE_SESSION':
        return 'वह सेशन तुरंत खत्म हो जाएगा: उसे इस्तेमाल करने वाले हर व्यक्ति को फिर से साइन इन करना होगा।';
      case 'REVOKE_SESSIONS':
        return 'वे सभी सेशन तुरंत खत्म हो जाएंगे: उनमें से किसी को भी इस्तेमाल करने वाले व्यक्ति को फिर से साइन इन करना होगा। हर साइन आउट पर अलग से हस्ताक्षर होता है।';
      case 'EXPORT_WALLET':
        return 'आपका रिकवरी फ़्रेज़ एन्क्रिप्ट होकर इस ब्राउज़र पर भेजा जाएगा, और तभी दिखेगा जब आप उसे खोलकर देखें।';
      case 'EXECUTE_QUOTE':
        return 'मंज़ूरी देते ही पैसे आपके वॉलेट से निकल जाएंगे। इसे वापस नहीं लिया जा सकता।';
      default:
        return 'मंज़ूरी देने से पहले नीचे दी गई जानकारी देख लें।';
    }
  },
  approveWaitingReauth: 'आपके फिर से साइन इन करने का इंतज़ार है…',
  approveSignedRefused:
    'आपने मंज़ूरी देकर हस्ताक्षर कर दिए, लेकिन सेवा ने इसे अस्वीकार कर दिया: कुछ भी लागू नहीं हुआ। इसे बंद करें और फिर से शुरू करें।',
  quoteSend: 'भेजी जाने वाली राशि',
  quoteReceive: 'प्राप्तकर्ता को मिलने वाली राशि',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: 'विनिमय दर',
  quoteFees: 'शुल्क (शामिल)',
  quoteDestination: 'प्राप्तकर्ता',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'खाता';
    return masked === undefined ? `आपके प्राप्तकर्ता का ${kind}` : `${kind} ${masked}`;
  },
  quoteExpires: 'कोटेशन की समय-सीमा',

  loading: 'लोड हो रहा है…',
  noWallet: 'कोई वॉलेट कनेक्ट नहीं है।',
  signInFirst: 'अपना वॉलेट मैनेज करने के लिए साइन इन करें।',
  formatDate: formatDateIn,

  signInTitle: 'अपने वॉलेट में साइन इन करें',
  storageCleared:
    'इस ब्राउज़र ने इस साइट का सेव किया गया डेटा मिटा दिया, इसलिए आपका साइन आउट हो गया है। जारी रखने के लिए फिर से साइन इन करें।',
  reauthTitle: 'पुष्टि करें कि यह आप ही हैं',
  reauthIntro: (type, nickname) => {
    if (type === undefined) return 'आपका सेशन खत्म हो गया। जारी रखने के लिए फिर से साइन इन करें।';
    const w = words(type);
    const own = w.feminine ? 'अपनी' : 'अपने';
    return `आपका सेशन खत्म हो गया। जारी रखने के लिए ${own} ${w.oblique}${nickname ? ` (${nickname})` : ''} से फिर से साइन इन करें।`;
  },
  reauthOtherCredential:
    'जारी रखने के लिए, जिस तरीके को हटाया जा रहा है उसके बजाय साइन इन के किसी दूसरे तरीके से साइन इन करें।',
  signInPasskey: 'पासकी से साइन इन करें',
  createPasskey: 'पासकी बनाएं',
  passkeyNameLabel: 'इस पासकी को नाम दें',
  passkeyNameDefault: 'मेरी पासकी',
  passkeyCreateButton: 'पासकी बनाएं',
  back: 'वापस',
  emailLabel: 'ईमेल पता',
  emailSubmit: 'मुझे ईमेल पर कोड भेजें',
  orDivider: 'या',
  codeSentTo: (email) => `हमने ${email} पर 6 अंकों का कोड भेजा है।`,
  codeRecentlySent: (email) =>
    `अभी-अभी ${email} पर एक कोड भेजा गया था। वही कोड इस्तेमाल करें, या थोड़ी देर बाद नया कोड मांगें।`,
  useDifferentEmail: 'दूसरा ईमेल इस्तेमाल करें',
  verifyButton: 'कोड की पुष्टि करें',
  signedInAs: (name) => `${name} से साइन इन किया गया।`,
  addNeedsSignIn: (type) =>
    `इस वॉलेट में अभी कोई ${words(type).name} नहीं है। वॉलेट में मौजूद किसी तरीके से साइन इन करें, फिर इसे साइन इन के अपने तरीकों में जोड़ें।`,

  reauthCancel: 'रद्द करें',

  credentialsTitle: 'साइन इन के तरीके',
  credentialsEmpty: 'अभी साइन इन का कोई तरीका नहीं है।',
  credentialCreated: (date) => `${date} जोड़ा गया`,
  credentialCurrent: 'इस सेशन में इस्तेमाल हो रहा है',
  credentialRemove: 'हटाएं',
  credentialRemoveLabel: (name) => `${name} हटाएं`,
  addPasskey: 'पासकी जोड़ें',
  addEmail: 'ईमेल जोड़ें',
  addEmailLabel: 'जोड़ने के लिए ईमेल पता',
  addButton: 'जोड़ें',
  credentialAdded: (name) => `${name} को जोड़ दिया गया है।`,
  credentialRemoved: (name) => `${name} को हटा दिया गया है।`,
  credentialOnlyOne:
    'यह साइन इन करने का आपका अकेला तरीका है, इसलिए इसे हटाया नहीं जा सकता। पहले कोई दूसरा तरीका जोड़ें।',
  credentialOneOfEach: (type) =>
    `आपके वॉलेट में पहले से एक ${words(type).name} है; एक वॉलेट में हर तरह का एक ही तरीका रह सकता है।`,
  addOAuth: 'खाता लिंक करें',

  sessionsTitle: 'साइन इन किए गए सेशन',
  sessionsEmpty: 'कोई सक्रिय सेशन नहीं है।',
  sessionThisBrowser: 'यह ब्राउज़र',
  sessionExpires: (date) => `${date} खत्म होगा`,
  sessionCreated: (when) => `${when} साइन इन किया गया`,
  sessionLastUsedHere: (when) => `यहां आखिरी बार ${when} इस्तेमाल किया गया`,
  signOutOthers: 'बाकी सभी जगहों से साइन आउट करें',
  othersSignedOut: (count) => {
    if (count === 0) return 'कोई दूसरा सेशन साइन आउट नहीं हुआ।';
    if (count === 1) return 'एक दूसरा सेशन साइन आउट कर दिया गया।';
    return one(count)
      ? `${num(count)} दूसरा सेशन साइन आउट कर दिया गया।`
      : `${num(count)} दूसरे सेशन साइन आउट कर दिए गए।`;
  },
  signOutOthersList: (count) =>
    count === 1
      ? 'यह सेशन साइन आउट किया जाएगा:'
      : `ये ${num(count)} सेशन साइन आउट किए जाएंगे, हर एक अपने अलग हस्ताक्षर से:`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return total === 1
        ? 'दूसरा सेशन साइन आउट नहीं किया जा सका:'
        : `बाकी ${num(total)} सेशन में से कोई भी साइन आउट नहीं किया जा सका:`;
    const done = one(ended) ? 'साइन आउट किया गया' : 'साइन आउट किए गए';
    const notDone = one(failed) ? 'साइन आउट नहीं किया जा सका' : 'साइन आउट नहीं किए जा सके';
    return `${num(total)} में से ${num(ended)} सेशन ${done}; ${num(failed)} ${notDone}:`;
  },
  sessionNotSignedOut: (session, reason) => `${session}। ${reason}`,
  sessionSignOut: 'साइन आउट करें',
  sessionSignOutLabel: (name) => `${name} को साइन आउट करें`,
  signOutHere: 'इस ब्राउज़र से साइन आउट करें',
  sessionRevoked: 'सेशन साइन आउट कर दिया गया।',
  signedOut: 'आपका साइन आउट हो गया है।',

  statusActive: (name, when) => `${name} से साइन इन किया गया है। सेशन ${when} खत्म होगा।`,
  statusExpiring: (name, when) =>
    `${name} वाला आपका सेशन ${when} खत्म होगा। उसके बाद किसी भी चीज़ पर हस्ताक्षर के लिए फिर से साइन इन करना होगा।`,
  statusExpired: 'आपका सेशन खत्म हो गया। अपना वॉलेट इस्तेमाल करने के लिए फिर से साइन इन करें।',
  statusRevoked:
    'आपका सेशन किसी दूसरे डिवाइस या ब्राउज़र से साइन आउट कर दिया गया। जारी रखने के लिए फिर से साइन इन करें।',
  statusSignedOut: 'आपने अपने वॉलेट में साइन इन नहीं किया है।',
  statusSignInAgain: 'फिर से साइन इन करें',

  exportTitle: 'रिकवरी फ़्रेज़ एक्सपोर्ट करें',
  exportWarning:
    'आपका रिकवरी फ़्रेज़ आपके वॉलेट का पूरा नियंत्रण देता है। जो भी इसे देख ले, वह आपके पैसे ले सकता है। पक्का करें कि कोई आपकी स्क्रीन नहीं देख रहा है।',
  exportStart: 'रिकवरी फ़्रेज़ एक्सपोर्ट करें',
  exportReadyNotice: 'आपका रिकवरी फ़्रेज़ तैयार है। जब तक आप इसे न दिखाएं, यह छिपा रहेगा।',
  exportReveal: 'रिकवरी फ़्रेज़ दिखाएं',
  exportHide: 'छिपाएं',
  exportDone: 'हो गया',
  exportCopy: 'कॉपी करें',
  exportCopied: 'क्लिपबोर्ड पर कॉपी हो गया।',
  exportAutoHidden: 'रिकवरी फ़्रेज़ छिपा दिया गया। इसे देखने के लिए फिर से दिखाएं।',
  exportPhraseLabel: 'रिकवरी फ़्रेज़',
  ...hiWalletMoneyTerms,
};
