import type { SignInCopy, VaultCopy, WindowCopy } from '../types.js';

/**
 * The vault frame's words in French: its approval and export views (`vault`), its sign-in view
 * (`signIn`) and its approval in a window of its own (`window`). The frame writes every sentence a person
 * reads in it (a page cannot put words in its mouth). Amounts come in currency, times in words.
 */
export const vault: VaultCopy = {
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
  copied: 'Copié. Dans une minute, la phrase est retirée du presse-papiers si elle y est encore.',
  copyFailed: 'La copie n’a pas fonctionné ici : notez les mots.',
  hide: 'Masquer',
  show: 'Afficher',
  done: 'Terminé',
  hiddenNotice: 'La phrase est masquée.',
  exportKeyUnknown: 'Cet export n’a pas été lancé ici : il a été refusé.',
  exportNotBound:
    'La phrase de récupération reçue ne vient pas de l’export que vous avez approuvé ; elle n’est pas affichée. Recommencez l’export.',
  exportUnreadable:
    'La phrase de récupération n’a pas pu être vérifiée ; elle n’est pas affichée. Recommencez l’export.',
  clipboardCleared: 'La phrase a été retirée du presse-papiers.',
  clipboardChanged: 'Le presse-papiers contient autre chose maintenant ; il a été laissé tel quel.',
  clipboardUnchecked:
    'Ce navigateur ne permet pas à Keyhold de vérifier le presse-papiers : la phrase y est peut-être encore. Appuyez sur Vider le presse-papiers, ou copiez autre chose.',
  clipboardClear: 'Vider le presse-papiers',
  clipboardClearFailed:
    'Le presse-papiers n’a pas pu être vidé ici : copiez autre chose par-dessus la phrase.',
  payeeNamed: (name, account) => `${name}, ${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `le compte se terminant par ${last}`,
  payeeNotListed: 'un compte qui ne fait pas partie de vos bénéficiaires',
  payeeUnchecked:
    'le compte du bénéficiaire (Keyhold n’a pas pu vérifier à qui il appartient : vérifiez-le dans l’application)',
};

export const signIn: SignInCopy = {
  title: 'Connexion à votre portefeuille',
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
  waitBeforeResend: (s) =>
    `Attendez ${new Intl.NumberFormat('fr').format(s)} ${new Intl.PluralRules('fr').select(s) === 'one' ? 'seconde' : 'secondes'} avant de demander un nouveau code.`,
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

export const window: WindowCopy = {
  continueHint:
    'Pour protéger cette demande de la page qui l’entoure, vous la vérifiez et l’approuvez dans une fenêtre Keyhold.',
  continueButton: 'Continuer dans la fenêtre',
  windowOpen: 'Vérifiez la demande dans la fenêtre Keyhold.',
  windowBlocked:
    'Le navigateur n’a pas ouvert la fenêtre Keyhold. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
  exportHeadline: 'Afficher votre phrase de récupération dans le cadre Keyhold de la page',
};
