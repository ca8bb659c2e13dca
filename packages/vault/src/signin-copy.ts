/**
 * The words of the frame's sign-in view, in English, French and Arabic (beside `copy.ts`, which holds the
 * approval and export views' words). The frame writes every sentence a person reads in it.
 */
export interface SignInCopy {
  title: string;
  intro: string;
  emailLabel: string;
  sendCode: string;
  codeSentTo: (email: string) => string;
  codeLabel: string;
  codeHint: string;
  signIn: string;
  resend: string;
  resent: string;
  otherAddress: string;
  working: string;
  signedIn: string;
  badEmail: string;
  badCode: string;
  wrongCode: string;
  codeExpired: string;
  tooManyAttempts: string;
  waitBeforeResend: (seconds: number) => string;
  notAMethod: string;
  offline: string;
  failed: string;
  // Passkeys in the frame (issue 29).
  usePasskey: string;
  passkeyNickname: string;
  passkeyCancelled: string;
  passkeyUnavailable: string;
  noPasskey: string;
  passkeyFailed: string;
  // OAuth in the frame (issue 29).
  continueWith: (provider: string) => string;
  popupBlocked: string;
  oauthCancelled: string;
  noOAuth: string;
  oauthFailed: string;
}

const en: SignInCopy = {
  title: 'Sign in to your wallet',
  intro: 'Keyhold signs you in here: your code never leaves this box.',
  emailLabel: 'Email address',
  sendCode: 'Email me a code',
  codeSentTo: (e) => `We sent a 6-digit code to ${e}.`,
  codeLabel: 'Code from the email',
  codeHint: '6 digits',
  signIn: 'Verify code',
  resend: 'Send a new code',
  resent: 'A new code is on its way.',
  otherAddress: 'Use a different email',
  working: 'Working…',
  signedIn: 'You are signed in.',
  badEmail: 'Enter a valid email address.',
  badCode: 'Enter the 6 digits of the code.',
  wrongCode: 'That code is not right. Check it and try again.',
  codeExpired: 'That code expired. Ask for a new one.',
  tooManyAttempts: 'Too many wrong codes: this code no longer works. Ask for a new one.',
  waitBeforeResend: (s) => `Wait ${s} seconds before asking for a new code.`,
  notAMethod: 'This address is not one of your sign-in methods. Use the address you signed up with.',
  offline: 'Your wallet could not be reached. Check your connection and try again.',
  failed: 'Signing in did not work. Try again.',
  usePasskey: 'Use a passkey',
  passkeyNickname: 'Passkey',
  passkeyCancelled: 'The passkey prompt was closed. Try again when you are ready.',
  passkeyUnavailable: 'This browser cannot use a passkey here. Sign in with your email instead.',
  noPasskey: 'This wallet has no passkey yet. Sign in with your email, then add one.',
  passkeyFailed: 'That passkey did not work. Try again, or sign in with your email.',
  continueWith: (p) => `Continue with ${p}`,
  popupBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  oauthCancelled: 'The sign-in window was closed. Try again when you are ready.',
  noOAuth: 'This wallet does not sign in with this account yet. Sign in with your email, then add it.',
  oauthFailed: 'Signing in with that account did not work. Try again, or sign in with your email.',
};

const fr: SignInCopy = {
  title: 'Connectez-vous à votre portefeuille',
  intro: 'Keyhold vous connecte ici : votre code ne quitte jamais ce cadre.',
  emailLabel: 'Adresse e-mail',
  sendCode: 'M’envoyer un code par e-mail',
  codeSentTo: (e) => `Nous avons envoyé un code à 6 chiffres à ${e}.`,
  codeLabel: 'Code reçu par e-mail',
  codeHint: '6 chiffres',
  signIn: 'Vérifier le code',
  resend: 'Envoyer un nouveau code',
  resent: 'Un nouveau code est en route.',
  otherAddress: 'Utiliser une autre adresse e-mail',
  working: 'En cours…',
  signedIn: 'Vous êtes connecté.',
  badEmail: 'Saisissez une adresse e-mail valide.',
  badCode: 'Saisissez les 6 chiffres du code.',
  wrongCode: 'Ce code est incorrect. Vérifiez-le et réessayez.',
  codeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
  tooManyAttempts: 'Trop de codes erronés : ce code ne fonctionne plus. Demandez-en un nouveau.',
  waitBeforeResend: (s) => `Attendez ${s} secondes avant de demander un nouveau code.`,
  notAMethod:
    'Cette adresse n’est pas l’un de vos moyens de connexion. Utilisez l’adresse de votre inscription.',
  offline: 'Votre portefeuille est injoignable. Vérifiez votre connexion et réessayez.',
  failed: 'La connexion n’a pas abouti. Réessayez.',
  usePasskey: 'Utiliser une clé d’accès',
  passkeyNickname: 'Clé d’accès',
  passkeyCancelled: 'La demande de clé d’accès a été fermée. Réessayez quand vous êtes prêt.',
  passkeyUnavailable:
    'Ce navigateur ne peut pas utiliser de clé d’accès ici. Connectez-vous plutôt avec votre e-mail.',
  noPasskey: 'Ce portefeuille n’a pas encore de clé d’accès. Connectez-vous par e-mail, puis ajoutez-en une.',
  passkeyFailed: 'Cette clé d’accès n’a pas fonctionné. Réessayez, ou connectez-vous avec votre e-mail.',
  continueWith: (p) => `Continuer avec ${p}`,
  popupBlocked:
    'La fenêtre de connexion a été bloquée. Autorisez les fenêtres pop-up pour ce site et réessayez.',
  oauthCancelled: 'La fenêtre de connexion a été fermée. Réessayez quand vous êtes prêt.',
  noOAuth:
    'Ce portefeuille ne se connecte pas encore avec ce compte. Connectez-vous par e-mail, puis ajoutez-le.',
  oauthFailed: 'La connexion avec ce compte n’a pas abouti. Réessayez, ou connectez-vous avec votre e-mail.',
};

const ar: SignInCopy = {
  title: 'سجّل الدخول إلى محفظتك',
  intro: 'يسجّل Keyhold دخولك هنا: لا يغادر رمزك هذا الإطار أبدًا.',
  emailLabel: 'البريد الإلكتروني',
  sendCode: 'أرسل لي رمزًا بالبريد',
  codeSentTo: (e) => `أرسلنا رمزًا من 6 أرقام إلى \u2068${e}\u2069.`,
  codeLabel: 'الرمز الوارد في البريد',
  codeHint: '6 أرقام',
  signIn: 'تحقّق من الرمز',
  resend: 'إرسال رمز جديد',
  resent: 'رمز جديد في الطريق.',
  otherAddress: 'استخدم بريدًا إلكترونيًا آخر',
  working: 'جارٍ العمل…',
  signedIn: 'لقد سجّلت الدخول.',
  badEmail: 'أدخل عنوان بريد إلكتروني صالحًا.',
  badCode: 'أدخل أرقام الرمز الستة.',
  wrongCode: 'هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
  codeExpired: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
  tooManyAttempts: 'رموز خاطئة كثيرة جدًا: لم يعد هذا الرمز يعمل. اطلب رمزًا جديدًا.',
  waitBeforeResend: (s) => `انتظر ${s} ثانية قبل طلب رمز جديد.`,
  notAMethod: 'هذا العنوان ليس من طرق تسجيل دخولك. استخدم العنوان الذي سجّلت به.',
  offline: 'تعذّر الوصول إلى محفظتك. تحقّق من اتصالك وحاول مجددًا.',
  failed: 'لم ينجح تسجيل الدخول. حاول مجددًا.',
  usePasskey: 'استخدم مفتاح مرور',
  passkeyNickname: 'مفتاح مرور',
  passkeyCancelled: 'أُغلق طلب مفتاح المرور. حاول مجددًا عندما تكون مستعدًا.',
  passkeyUnavailable:
    'لا يستطيع هذا المتصفح استخدام مفتاح مرور هنا. سجّل الدخول ببريدك الإلكتروني بدلًا من ذلك.',
  noPasskey: 'لا يوجد مفتاح مرور لهذه المحفظة بعد. سجّل الدخول ببريدك الإلكتروني، ثم أضف مفتاحًا.',
  passkeyFailed: 'لم ينجح مفتاح المرور هذا. حاول مجددًا، أو سجّل الدخول ببريدك الإلكتروني.',
  continueWith: (p) => `المتابعة باستخدام \u2068${p}\u2069`,
  popupBlocked: 'حُظرت نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مجددًا.',
  oauthCancelled: 'أُغلقت نافذة تسجيل الدخول. حاول مجددًا عندما تكون مستعدًا.',
  noOAuth: 'لا تسجّل هذه المحفظة الدخول بهذا الحساب بعد. سجّل الدخول ببريدك الإلكتروني، ثم أضفه.',
  oauthFailed: 'لم ينجح تسجيل الدخول بهذا الحساب. حاول مجددًا، أو سجّل الدخول ببريدك الإلكتروني.',
};

const COPY: Record<string, SignInCopy> = { en, fr, ar };

/** The sign-in copy for a BCP 47 language (its primary subtag), English when not translated. */
export function signInCopyFor(lang: string): SignInCopy {
  return COPY[lang.toLowerCase().split('-')[0] ?? 'en'] ?? en;
}
