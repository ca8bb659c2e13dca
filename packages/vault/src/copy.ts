/**
 * The vault's own words, in English, French and Arabic: the frame writes every sentence a person reads in
 * it (a page cannot put words in its mouth). Amounts come in currency, times in words.
 */
export interface VaultCopy {
  approveTitle: string;
  exportTitle: string;
  intro: string;
  approve: string;
  decline: string;
  expiresIn: (words: string) => string;
  expired: string;
  declined: string;
  signed: string;
  exactText: string;
  waitingExport: string;
  send: (amount: string) => string;
  receive: (amount: string) => string;
  to: (payee: string) => string;
  payeeAccount: string;
  note: (text: string) => string;
  opExecuteQuote: string;
  opExport: string;
  opAddEmail: (email: string) => string;
  opAddPasskey: (name: string) => string;
  opAddOAuth: (name: string) => string;
  opAddCredential: string;
  opRevokeCredential: (name: string) => string;
  opRevokeCredentialPlain: string;
  opChangeEmail: (email: string) => string;
  opRevokeSession: string;
  opUnknown: string;
  phraseIntro: string;
  copy: string;
  copied: string;
  copyFailed: string;
  hide: string;
  show: string;
  done: string;
  hiddenNotice: string;
  exportKeyUnknown: string;
}

const en: VaultCopy = {
  approveTitle: 'Approve in Keyhold',
  exportTitle: 'Your recovery phrase',
  intro: 'Keyhold shows what you are about to sign. Only you can approve it, here.',
  approve: 'Approve',
  decline: 'Decline',
  expiresIn: (w) => `This request expires ${w}.`,
  expired: 'This request expired. Nothing was signed.',
  declined: 'Declined. Nothing was signed.',
  signed: 'Approved.',
  exactText: 'Exact text to sign',
  waitingExport: 'Getting your export ready…',
  send: (a) => `You send ${a}`,
  receive: (a) => `They receive ${a}`,
  to: (p) => `To ${p}`,
  payeeAccount: "the payee's account",
  note: (t) => `Note: ${t}`,
  opExecuteQuote: 'Send a payment',
  opExport: 'Show your recovery phrase in this window',
  opAddEmail: (e) => `Add sign-in by email code to ${e}`,
  opAddPasskey: (n) => `Add the passkey “${n}”`,
  opAddOAuth: (n) => `Add sign-in with ${n}`,
  opAddCredential: 'Add a sign-in method',
  opRevokeCredential: (n) => `Remove the sign-in method “${n}”`,
  opRevokeCredentialPlain: 'Remove a sign-in method',
  opChangeEmail: (e) => `Change your email to ${e}`,
  opRevokeSession: 'Sign out a session',
  opUnknown: 'An unrecognised request: read the exact text below before you approve.',
  phraseIntro:
    'Write these words down in order and keep them offline. Anyone with them controls your wallet.',
  copy: 'Copy',
  copied: 'Copied. The clipboard is cleared in a minute.',
  copyFailed: 'Copy did not work here: write the words down.',
  hide: 'Hide',
  show: 'Show',
  done: 'Done',
  hiddenNotice: 'The phrase is hidden.',
  exportKeyUnknown: 'This export was not started here, so it was refused.',
};

const fr: VaultCopy = {
  approveTitle: 'Approuver dans Keyhold',
  exportTitle: 'Votre phrase de récupération',
  intro: 'Keyhold affiche ce que vous allez signer. Vous seul pouvez l’approuver, ici.',
  approve: 'Approuver',
  decline: 'Refuser',
  expiresIn: (w) => `Cette demande expire ${w}.`,
  expired: 'Cette demande a expiré. Rien n’a été signé.',
  declined: 'Refusé. Rien n’a été signé.',
  signed: 'Approuvé.',
  exactText: 'Texte exact à signer',
  waitingExport: 'Préparation de votre export…',
  send: (a) => `Vous envoyez ${a}`,
  receive: (a) => `Le bénéficiaire reçoit ${a}`,
  to: (p) => `À ${p}`,
  payeeAccount: 'le compte du bénéficiaire',
  note: (t) => `Note : ${t}`,
  opExecuteQuote: 'Envoyer un paiement',
  opExport: 'Afficher votre phrase de récupération dans cette fenêtre',
  opAddEmail: (e) => `Ajouter la connexion par code e-mail à ${e}`,
  opAddPasskey: (n) => `Ajouter la clé d’accès « ${n} »`,
  opAddOAuth: (n) => `Ajouter la connexion avec ${n}`,
  opAddCredential: 'Ajouter un moyen de connexion',
  opRevokeCredential: (n) => `Retirer le moyen de connexion « ${n} »`,
  opRevokeCredentialPlain: 'Retirer un moyen de connexion',
  opChangeEmail: (e) => `Changer votre e-mail pour ${e}`,
  opRevokeSession: 'Déconnecter une session',
  opUnknown: 'Une demande inconnue : lisez le texte exact ci-dessous avant d’approuver.',
  phraseIntro:
    'Notez ces mots dans l’ordre et gardez-les hors ligne. Quiconque les a contrôle votre portefeuille.',
  copy: 'Copier',
  copied: 'Copié. Le presse-papiers sera vidé dans une minute.',
  copyFailed: 'La copie n’a pas fonctionné ici : notez les mots.',
  hide: 'Masquer',
  show: 'Afficher',
  done: 'Terminé',
  hiddenNotice: 'La phrase est masquée.',
  exportKeyUnknown: 'Cet export n’a pas été lancé ici : il a été refusé.',
};

const ar: VaultCopy = {
  approveTitle: 'الموافقة في Keyhold',
  exportTitle: 'عبارة الاسترداد الخاصة بك',
  intro: 'يعرض Keyhold ما أنت على وشك توقيعه. أنت وحدك من يمكنه الموافقة عليه، هنا.',
  approve: 'موافقة',
  decline: 'رفض',
  expiresIn: (w) => `تنتهي صلاحية هذا الطلب ${w}.`,
  expired: 'انتهت صلاحية هذا الطلب. لم يُوقَّع أي شيء.',
  declined: 'تم الرفض. لم يُوقَّع أي شيء.',
  signed: 'تمت الموافقة.',
  exactText: 'النص الدقيق المطلوب توقيعه',
  waitingExport: 'جارٍ تجهيز التصدير…',
  send: (a) => `ترسل ${a}`,
  receive: (a) => `يستلم المستفيد ${a}`,
  to: (p) => `إلى ${p}`,
  payeeAccount: 'حساب المستفيد',
  note: (t) => `ملاحظة: ${t}`,
  opExecuteQuote: 'إرسال دفعة',
  opExport: 'عرض عبارة الاسترداد في هذه النافذة',
  opAddEmail: (e) => `إضافة تسجيل الدخول برمز البريد الإلكتروني إلى ${e}`,
  opAddPasskey: (n) => `إضافة مفتاح المرور «${n}»`,
  opAddOAuth: (n) => `إضافة تسجيل الدخول عبر ${n}`,
  opAddCredential: 'إضافة طريقة تسجيل دخول',
  opRevokeCredential: (n) => `إزالة طريقة تسجيل الدخول «${n}»`,
  opRevokeCredentialPlain: 'إزالة طريقة تسجيل دخول',
  opChangeEmail: (e) => `تغيير بريدك الإلكتروني إلى ${e}`,
  opRevokeSession: 'تسجيل الخروج من جلسة',
  opUnknown: 'طلب غير معروف: اقرأ النص الدقيق أدناه قبل الموافقة.',
  phraseIntro: 'اكتب هذه الكلمات بالترتيب واحفظها دون اتصال. من يملكها يتحكم في محفظتك.',
  copy: 'نسخ',
  copied: 'تم النسخ. ستُمسح الحافظة بعد دقيقة.',
  copyFailed: 'لم ينجح النسخ هنا: اكتب الكلمات.',
  hide: 'إخفاء',
  show: 'إظهار',
  done: 'تم',
  hiddenNotice: 'العبارة مخفية.',
  exportKeyUnknown: 'لم يبدأ هذا التصدير هنا، لذلك رُفض.',
};

const COPY: Record<string, VaultCopy> = { en, fr, ar };

/** The copy for a BCP 47 language (its primary subtag), English when not translated. */
export function copyFor(lang: string): VaultCopy {
  return COPY[lang.toLowerCase().split('-')[0] ?? 'en'] ?? en;
}

/** "in 4 minutes" / "dans 4 minutes" / "خلال 4 دقائق", from milliseconds left. */
export function inWords(msLeft: number, lang: string): string {
  const seconds = Math.max(0, Math.round(msLeft / 1000));
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (seconds < 90) return rtf.format(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return rtf.format(minutes, 'minute');
  return rtf.format(Math.round(minutes / 60), 'hour');
}
