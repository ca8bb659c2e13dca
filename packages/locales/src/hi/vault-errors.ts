/**
 * The Hindi sentences of the vault frame's failures (frame mode): the counterpart of `enVaultErrors` in
 * shared/vault-copy.ts, same keys. A frame-mode wallet never falls back to page mode, so each says plainly
 * that nothing was signed or what to do.
 */
export const hiVaultErrors = {
  VAULT_UNREACHABLE:
    'सुरक्षित हस्ताक्षर विंडो लोड नहीं हो सकी। अपना कनेक्शन जांचें और पेज फिर से लोड करें; किसी चीज़ पर हस्ताक्षर नहीं हुआ।',
  VAULT_NOT_A_VAULT:
    'इस साइट पर सुरक्षित हस्ताक्षर विंडो सही तरह से सेट अप नहीं है। किसी चीज़ पर हस्ताक्षर नहीं हुआ।',
  VAULT_PARENT_REFUSED:
    'सुरक्षित हस्ताक्षर विंडो ने इस साइट पर खुलने से इनकार कर दिया। किसी चीज़ पर हस्ताक्षर नहीं हुआ।',
  VAULT_CSP_BLOCKED:
    'इस साइट की सुरक्षा सेटिंग सुरक्षित हस्ताक्षर विंडो को ब्लॉक करती हैं। किसी चीज़ पर हस्ताक्षर नहीं हुआ; साइट को इसकी अनुमति देनी होगी।',
  VAULT_STORAGE_BLOCKED:
    'यह ब्राउज़र वह स्टोरेज ब्लॉक करता है जिसकी सुरक्षित हस्ताक्षर विंडो को ज़रूरत है। साइट स्टोरेज की अनुमति दें और पेज फिर से लोड करें।',
  VAULT_HANDSHAKE_TIMEOUT:
    'सुरक्षित हस्ताक्षर विंडो ने जवाब नहीं दिया। पेज फिर से लोड करें और फिर से कोशिश करें।',
  VAULT_CLOSED: 'सुरक्षित हस्ताक्षर विंडो बंद कर दी गई। किसी चीज़ पर हस्ताक्षर नहीं हुआ।',
  VAULT_APPROVAL_REQUIRED: 'इसके लिए सुरक्षित हस्ताक्षर विंडो में आपकी मंज़ूरी चाहिए।',
  VAULT_APPROVAL_EXPIRED:
    'समय रहते किसी ने इस अनुरोध को मंज़ूरी नहीं दी। किसी चीज़ पर हस्ताक्षर नहीं हुआ: फिर से शुरू करें।',
  VAULT_EXPORT_KEY_UNKNOWN:
    'यह एक्सपोर्ट यहां शुरू नहीं किया गया था, इसलिए इसे अस्वीकार कर दिया गया। कुछ भी नहीं दिखाया गया।',
  VAULT_KEY_MISSING: 'आपकी सेशन कुंजी अब इस ब्राउज़र में नहीं है। कृपया फिर से साइन इन करें।',
} as const;
