import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

/**
 * The vault frame's words in Hindi (आप and the polite imperative, as the elements' Hindi): its approval
 * and export views (`vault`), its sign-in view (`signIn`) and the approval window's (`window`). Times come
 * in words from `inWords(ms, 'hi')` ("4 मिनट में"), amounts already formatted.
 */
export const vault: VaultCopy = {
  approveTitle: 'Keyhold में मंज़ूरी दें',
  exportTitle: 'आपका रिकवरी फ़्रेज़',
  intro: 'Keyhold दिखाता है कि किस पर हस्ताक्षर होने वाला है। इसकी मंज़ूरी सिर्फ़ आप, यहीं दे सकते हैं।',
  approve: 'मंज़ूरी दें',
  decline: 'अस्वीकार करें',
  expiresIn: (w) => `इस अनुरोध की समय-सीमा ${w} खत्म होगी।`,
  expired: 'इस अनुरोध की समय-सीमा खत्म हो गई। किसी चीज़ पर हस्ताक्षर नहीं हुआ।',
  declined: 'अस्वीकार किया गया। किसी चीज़ पर हस्ताक्षर नहीं हुआ।',
  signed: 'मंज़ूरी दे दी गई।',
  exactText: 'हस्ताक्षर के लिए सटीक टेक्स्ट',
  waitingExport: 'आपका एक्सपोर्ट तैयार किया जा रहा है…',
  send: (a) => `भेजी जाने वाली राशि: ${a}`,
  receive: (a) => `प्राप्तकर्ता को मिलने वाली राशि: ${a}`,
  to: (p) => `प्राप्तकर्ता: ${p}`,
  payeeAccount: 'प्राप्तकर्ता का खाता',
  note: (t) => `नोट: ${t}`,
  opExecuteQuote: 'भुगतान भेजें',
  opExport: 'इस विंडो में अपना रिकवरी फ़्रेज़ दिखाएं',
  opAddEmail: (e) => `${e} के लिए ईमेल कोड से साइन इन जोड़ें`,
  opAddPasskey: (n) => `पासकी “${n}” जोड़ें`,
  opAddOAuth: (n) => `${n} से साइन इन जोड़ें`,
  opAddCredential: 'साइन इन का तरीका जोड़ें',
  opRevokeCredential: (n) => `साइन इन का तरीका “${n}” हटाएं`,
  opRevokeCredentialPlain: 'साइन इन का तरीका हटाएं',
  opChangeEmail: (e) => `अपना ईमेल बदलकर ${e} करें`,
  opRevokeSession: 'एक सेशन साइन आउट करें',
  opUnknown: 'यह अनुरोध पहचाना नहीं जा सका: मंज़ूरी देने से पहले नीचे दिया गया सटीक टेक्स्ट पढ़ें।',
  phraseIntro:
    'इन शब्दों को क्रम से लिख लें और ऑफ़लाइन रखें। जिसके पास भी ये शब्द होंगे, वह आपके वॉलेट को नियंत्रित कर सकता है।',
  copy: 'कॉपी करें',
  copied: 'कॉपी हो गया। अगर एक मिनट बाद भी फ़्रेज़ क्लिपबोर्ड पर होगा, तो उसे वहां से हटा दिया जाएगा।',
  copyFailed: 'यहां कॉपी नहीं हो सका: शब्दों को लिख लें।',
  hide: 'छिपाएं',
  show: 'दिखाएं',
  done: 'हो गया',
  hiddenNotice: 'फ़्रेज़ छिपा हुआ है।',
  exportKeyUnknown: 'यह एक्सपोर्ट यहां शुरू नहीं किया गया था, इसलिए इसे अस्वीकार कर दिया गया।',
  exportNotBound:
    'जो रिकवरी फ़्रेज़ आया, वह आपके मंज़ूर किए गए एक्सपोर्ट का नहीं है, इसलिए उसे नहीं दिखाया गया। एक्सपोर्ट फिर से शुरू करें।',
  exportUnreadable:
    'रिकवरी फ़्रेज़ की जांच नहीं हो सकी, इसलिए उसे नहीं दिखाया गया। एक्सपोर्ट फिर से शुरू करें।',
  clipboardCleared: 'फ़्रेज़ को क्लिपबोर्ड से हटा दिया गया।',
  clipboardChanged: 'क्लिपबोर्ड पर अब कुछ और है, इसलिए उसे वैसे ही छोड़ दिया गया।',
  clipboardUnchecked:
    'यह ब्राउज़र Keyhold को क्लिपबोर्ड जांचने नहीं देता, इसलिए फ़्रेज़ शायद अब भी उस पर है। “क्लिपबोर्ड साफ़ करें” दबाएं, या कुछ और कॉपी करें।',
  clipboardClear: 'क्लिपबोर्ड साफ़ करें',
  clipboardClearFailed: 'यहां क्लिपबोर्ड साफ़ नहीं किया जा सका: फ़्रेज़ के ऊपर कुछ और कॉपी करें।',
  payeeNamed: (name, account) => `${name}, ${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `${last} पर खत्म होने वाला खाता`,
  payeeNotListed: 'ऐसा खाता जो आपके प्राप्तकर्ताओं में नहीं है',
  payeeUnchecked: 'प्राप्तकर्ता का खाता (Keyhold यह पता नहीं कर सका कि यह किसका है: ऐप में जाँच लें)',
};

export const signIn: SignInCopy = {
  title: 'अपने वॉलेट में साइन इन करें',
  intro: 'Keyhold आपको यहीं साइन इन कराता है: आपका कोड इस बॉक्स से बाहर कभी नहीं जाता।',
  emailLabel: 'ईमेल पता',
  sendCode: 'मुझे ईमेल पर कोड भेजें',
  codeSentTo: (e) => `हमने ${e} पर 6 अंकों का कोड भेजा है।`,
  codeLabel: 'ईमेल में आया कोड',
  codeHint: '6 अंक',
  signIn: 'कोड की पुष्टि करें',
  resend: 'नया कोड भेजें',
  resent: 'नया कोड भेजा जा रहा है।',
  otherAddress: 'दूसरा ईमेल इस्तेमाल करें',
  working: 'प्रोसेस हो रहा है…',
  signedIn: 'आपका साइन इन हो गया है।',
  badEmail: 'मान्य ईमेल पता डालें।',
  badCode: 'कोड के 6 अंक डालें।',
  wrongCode: 'यह कोड सही नहीं है। इसे जांचें और फिर से कोशिश करें।',
  codeExpired: 'इस कोड की समय-सीमा खत्म हो गई। नया कोड मांगें।',
  tooManyAttempts: 'बहुत ज़्यादा गलत कोड डाले गए: यह कोड अब काम नहीं करता। नया कोड मांगें।',
  // "सेकंड" reads the same in the singular and the plural; the number in the page's digits.
  waitBeforeResend: (s) => `नया कोड मांगने से पहले ${new Intl.NumberFormat('hi').format(s)} सेकंड रुकें।`,
  notAMethod:
    'यह पता साइन इन के आपके तरीकों में से नहीं है। वही पता इस्तेमाल करें जिससे आपने साइन अप किया था।',
  offline: 'आपके वॉलेट से संपर्क नहीं हो सका। अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  failed: 'साइन इन नहीं हो सका। फिर से कोशिश करें।',
  usePasskey: 'पासकी इस्तेमाल करें',
  passkeyNickname: 'पासकी',
  passkeyCancelled: 'पासकी का अनुरोध बंद हो गया। तैयार होने पर फिर से कोशिश करें।',
  passkeyUnavailable: 'यह ब्राउज़र यहाँ पासकी इस्तेमाल नहीं कर सकता। अपने ईमेल से साइन इन करें।',
  noPasskey: 'इस वॉलेट में अभी कोई पासकी नहीं है। अपने ईमेल से साइन इन करें, फिर एक पासकी जोड़ें।',
  passkeyFailed: 'यह पासकी काम नहीं आई। फिर से कोशिश करें, या अपने ईमेल से साइन इन करें।',
  continueWith: (p) => `${p} के साथ जारी रखें`,
  popupBlocked: 'साइन-इन विंडो ब्लॉक हो गई। इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।',
  oauthCancelled: 'साइन-इन विंडो बंद हो गई। तैयार होने पर फिर से कोशिश करें।',
  noOAuth: 'यह वॉलेट अभी इस खाते से साइन इन नहीं करता। अपने ईमेल से साइन इन करें, फिर इस खाते को जोड़ें।',
  oauthFailed: 'इस खाते से साइन इन नहीं हो सका। फिर से कोशिश करें, या अपने ईमेल से साइन इन करें।',
};

export const window: WindowCopy = {
  continueHint:
    'इस अनुरोध को आसपास के पेज से सुरक्षित रखने के लिए, इसकी जांच और मंज़ूरी एक Keyhold विंडो में होती है।',
  continueButton: 'विंडो में जारी रखें',
  windowOpen: 'Keyhold विंडो में अनुरोध देखें।',
  windowBlocked:
    'ब्राउज़र ने Keyhold विंडो नहीं खोली। इस साइट के लिए पॉप-अप विंडो की अनुमति दें, फिर दोबारा कोशिश करें।',
  exportHeadline: 'पेज पर मौजूद Keyhold फ़्रेम में अपना रिकवरी फ़्रेज़ दिखाएं',
};
