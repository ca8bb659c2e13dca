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
}

const en: SignInCopy = {
  title: 'Sign in to your wallet',
  intro: 'Keyhold signs you in here: your code never leaves this box.',
  emailLabel: 'Email address',
  sendCode: 'Email me a code',
  codeSentTo: (e) => `We sent a 6-digit code to ${e}.`,
  codeLabel: 'Code from the email',
  codeHint: '6 digits',
  signIn: 'Sign in',
  resend: 'Send a new code',
  resent: 'A new code is on its way.',
  otherAddress: 'Use another address',
  working: 'Working…',
  signedIn: 'You are signed in.',
  badEmail: 'Enter a valid email address.',
  badCode: 'Enter the 6 digits of the code.',
  wrongCode: 'That code is not right. Check the email and try again.',
  codeExpired: 'That code has expired. Ask for a new one.',
  tooManyAttempts: 'Too many attempts with this code. Ask for a new one.',
  waitBeforeResend: (s) => `Wait ${s} seconds before asking for a new code.`,
  notAMethod: 'This address is not one of your sign-in methods. Use the address you signed up with.',
  offline: 'Your wallet could not be reached. Check your connection and try again.',
  failed: 'Signing in did not work. Try again.',
};

const fr: SignInCopy = {
  title: 'Connectez-vous à votre portefeuille',
  intro: 'Keyhold vous connecte ici : votre code ne quitte jamais ce cadre.',
  emailLabel: 'Adresse e-mail',
  sendCode: 'M’envoyer un code',
  codeSentTo: (e) => `Nous avons envoyé un code à 6 chiffres à ${e}.`,
  codeLabel: 'Code reçu par e-mail',
  codeHint: '6 chiffres',
  signIn: 'Se connecter',
  resend: 'Envoyer un nouveau code',
  resent: 'Un nouveau code est en route.',
  otherAddress: 'Utiliser une autre adresse',
  working: 'En cours…',
  signedIn: 'Vous êtes connecté.',
  badEmail: 'Saisissez une adresse e-mail valide.',
  badCode: 'Saisissez les 6 chiffres du code.',
  wrongCode: 'Ce code n’est pas le bon. Vérifiez l’e-mail et réessayez.',
  codeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
  tooManyAttempts: 'Trop d’essais avec ce code. Demandez-en un nouveau.',
  waitBeforeResend: (s) => `Attendez ${s} secondes avant de demander un nouveau code.`,
  notAMethod:
    'Cette adresse n’est pas l’un de vos moyens de connexion. Utilisez l’adresse de votre inscription.',
  offline: 'Votre portefeuille est injoignable. Vérifiez votre connexion et réessayez.',
  failed: 'La connexion n’a pas abouti. Réessayez.',
};

const ar: SignInCopy = {
  title: 'سجّل الدخول إلى محفظتك',
  intro: 'يسجّل Keyhold دخولك هنا: لا يغادر رمزك هذا الإطار أبدًا.',
  emailLabel: 'عنوان البريد الإلكتروني',
  sendCode: 'أرسل لي رمزًا',
  codeSentTo: (e) => `أرسلنا رمزًا من 6 أرقام إلى ${e}.`,
  codeLabel: 'الرمز الوارد في البريد',
  codeHint: '6 أرقام',
  signIn: 'تسجيل الدخول',
  resend: 'إرسال رمز جديد',
  resent: 'رمز جديد في الطريق.',
  otherAddress: 'استخدام عنوان آخر',
  working: 'جارٍ العمل…',
  signedIn: 'لقد سجّلت الدخول.',
  badEmail: 'أدخل عنوان بريد إلكتروني صالحًا.',
  badCode: 'أدخل أرقام الرمز الستة.',
  wrongCode: 'هذا الرمز غير صحيح. تحقّق من البريد وحاول مجددًا.',
  codeExpired: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
  tooManyAttempts: 'محاولات كثيرة جدًا بهذا الرمز. اطلب رمزًا جديدًا.',
  waitBeforeResend: (s) => `انتظر ${s} ثانية قبل طلب رمز جديد.`,
  notAMethod: 'هذا العنوان ليس من طرق تسجيل دخولك. استخدم العنوان الذي سجّلت به.',
  offline: 'تعذّر الوصول إلى محفظتك. تحقّق من اتصالك وحاول مجددًا.',
  failed: 'لم ينجح تسجيل الدخول. حاول مجددًا.',
};

const COPY: Record<string, SignInCopy> = { en, fr, ar };

/** The sign-in copy for a BCP 47 language (its primary subtag), English when not translated. */
export function signInCopyFor(lang: string): SignInCopy {
  return COPY[lang.toLowerCase().split('-')[0] ?? 'en'] ?? en;
}
