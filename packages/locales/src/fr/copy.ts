import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { frWalletMoneyTerms } from './wallet.js';
import { frErrorMessages } from './errors.js';

const typeNames: Record<string, string> = {
  PASSKEY: 'clé d’accès',
  EMAIL_OTP: 'code par e-mail',
  OAUTH: 'compte associé',
};

const typeName = (type: string): string => typeNames[type] ?? 'méthode de connexion';

/** The service's external account types in words (§2.7); others read as "compte". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'compte bancaire américain',
  US_ACCOUNT: 'compte bancaire américain',
  AED_ACCOUNT: 'compte bancaire émirien',
  BRL_ACCOUNT: 'compte Pix brésilien',
  SPARK_WALLET: 'portefeuille Spark',
};

/** "une clé d'accès", "un code par e-mail": the article agrees with the credential type. */
const withArticle = (type: string): string =>
  type === 'PASSKEY' ? `une ${typeName(type)}` : `un ${typeName(type)}`;

/**
 * The French catalogue, complete (typed `CompleteCopy`: a term or an error code left out is a type
 * error). Pure data: `@keyhold/elements/locales/fr` registers it.
 */
export const fr: CompleteCopy = {
  cancel: 'Annuler',
  close: 'Fermer',
  retry: 'Réessayer',
  working: 'En cours…',
  expiresIn: (seconds) => `Expire dans ${minutesSeconds(seconds, 'fr')}`,
  expired: 'Expiré',
  errorGeneric: 'Une erreur s’est produite. Veuillez réessayer.',
  errorMessages: frErrorMessages,
  credentialType: typeName,

  otpLabel: (length) => `Code à ${length} chiffres`,
  otpDigitLabel: (index, length) => `Chiffre ${index} sur ${length}`,
  otpResend: 'Envoyer un nouveau code',
  otpResendIn: (seconds) => `Nouveau code possible dans ${minutesSeconds(seconds, 'fr')}`,
  otpMissing: 'Saisissez le code.',
  otpIncomplete: (length) => `Saisissez les ${length} chiffres.`,
  otpLocked:
    'Trop de codes erronés : ce code ne fonctionne plus et la connexion avec cette adresse est suspendue un moment. Demandez un nouveau code dès que le bouton le permet.',

  approveTitle: 'Approuver avec votre portefeuille',
  approveIntro: 'Vérifiez ce que vous allez signer. Rien n’est signé avant votre approbation.',
  approveOperation: (operation, type) => {
    const what = type === undefined ? 'une méthode de connexion' : withArticle(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Ajouter ${what} à votre portefeuille`;
      case 'REVOKE_CREDENTIAL':
        return `Retirer ${what} de votre portefeuille`;
      case 'REVOKE_SESSION':
        return 'Déconnecter une session de votre portefeuille';
      case 'REVOKE_SESSIONS':
        return 'Déconnecter vos autres sessions';
      case 'EXPORT_WALLET':
        return 'Exporter la phrase de récupération de votre portefeuille';
      case 'EXECUTE_QUOTE':
        return 'Envoyer le paiement de ce devis';
      default:
        return 'Signer cette demande';
    }
  },
  approvePayloadLabel: 'Ce qui sera signé',
  approveExactText: 'Texte exact signé',
  approveExpiredNotice: 'Cette demande a expiré avant d’être approuvée. Fermez-la et recommencez.',
  approveButton: 'Approuver et signer',
  approveBusy: 'Signature…',
  rejectButton: 'Refuser',
  approveEffect: (operation, type) => {
    const what =
      type === undefined
        ? 'cette méthode de connexion'
        : `ce ${typeName(type)}`.replace('ce clé', 'cette clé');
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Vous pourrez vous connecter à votre portefeuille avec ${what}.`;
      case 'REVOKE_CREDENTIAL':
        return `Vous ne pourrez plus vous connecter avec ${what} ; ses sessions prennent fin.`;
      case 'REVOKE_SESSION':
        return 'Cette session prend fin immédiatement : quiconque l’utilise devra se reconnecter.';
      case 'REVOKE_SESSIONS':
        return 'Chacune de ces sessions prend fin immédiatement : quiconque l’utilise devra se reconnecter. Chaque déconnexion est signée à part.';
      case 'EXPORT_WALLET':
        return 'Votre phrase de récupération sera envoyée chiffrée à ce navigateur et affichée seulement quand vous la révélerez.';
      case 'EXECUTE_QUOTE':
        return 'L’argent quitte votre portefeuille dès votre approbation. C’est irréversible.';
      default:
        return 'Vérifiez les détails ci-dessous avant d’approuver.';
    }
  },
  approveWaitingReauth: 'En attente de votre reconnexion…',
  approveSignedRefused:
    'Vous avez approuvé et signé, mais le service a refusé : rien n’a pris effet. Fermez et recommencez.',
  quoteSend: 'Vous envoyez',
  quoteReceive: 'Le bénéficiaire reçoit',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: 'Taux de change',
  quoteFees: 'Frais (inclus)',
  quoteDestination: 'Destinataire',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'compte';
    return masked === undefined
      ? `Le ${kind} de votre bénéficiaire`
      : `${kind[0]!.toUpperCase()}${kind.slice(1)} ${masked}`;
  },
  quoteExpires: 'Le devis expire',

  loading: 'Chargement…',
  noWallet: 'Aucun portefeuille n’est connecté.',
  signInFirst: 'Connectez-vous pour gérer votre portefeuille.',
  formatDate: formatDateIn,

  signInTitle: 'Connexion à votre portefeuille',
  storageCleared:
    'Vous avez été déconnecté, car ce navigateur a effacé les données enregistrées de ce site. Reconnectez-vous pour continuer.',
  reauthTitle: 'Confirmez votre identité',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'Votre session est terminée. Reconnectez-vous pour continuer.'
      : `Votre session est terminée. Reconnectez-vous avec votre ${typeName(type)}${nickname ? ` (${nickname})` : ''} pour continuer.`,
  reauthOtherCredential:
    'Pour continuer, connectez-vous avec une autre méthode de connexion que celle que vous retirez.',
  signInPasskey: 'Se connecter avec une clé d’accès',
  createPasskey: 'Créer une clé d’accès',
  passkeyNameLabel: 'Nommer cette clé d’accès',
  passkeyNameDefault: 'Ma clé d’accès',
  passkeyCreateButton: 'Créer la clé d’accès',
  back: 'Retour',
  emailLabel: 'Adresse e-mail',
  emailSubmit: 'M’envoyer un code par e-mail',
  orDivider: 'ou',
  codeSentTo: (email) => `Nous avons envoyé un code à 6 chiffres à ${email}.`,
  codeRecentlySent: (email) =>
    `Un code a été envoyé à ${email} il y a quelques instants. Utilisez ce code ou demandez-en un nouveau dans un moment.`,
  useDifferentEmail: 'Utiliser une autre adresse e-mail',
  verifyButton: 'Vérifier le code',
  signedInAs: (name) => `Connecté avec ${name}.`,
  addNeedsSignIn: (type) =>
    `Ce portefeuille n’a pas encore ${withArticle(type)} pour cela. Connectez-vous avec une méthode qu’il possède, puis ajoutez-la dans vos méthodes de connexion.`,

  reauthCancel: 'Annuler',

  credentialsTitle: 'Méthodes de connexion',
  credentialsEmpty: 'Aucune méthode de connexion pour le moment.',
  credentialCreated: (date) => `Ajoutée ${date}`,
  credentialCurrent: 'Utilisée par cette session',
  credentialRemove: 'Retirer',
  credentialRemoveLabel: (name) => `Retirer ${name}`,
  addPasskey: 'Ajouter une clé d’accès',
  addEmail: 'Ajouter une adresse e-mail',
  addEmailLabel: 'Adresse e-mail à ajouter',
  addButton: 'Ajouter',
  credentialAdded: (name) => `${name} a été ajouté.`,
  credentialRemoved: (name) => `${name} a été retiré.`,
  credentialOnlyOne:
    'C’est votre seule méthode de connexion : elle ne peut pas être retirée. Ajoutez-en une autre d’abord.',
  credentialOneOfEach: (type) =>
    `Votre portefeuille a déjà ${withArticle(type)} ; un portefeuille en possède une de chaque sorte.`,
  addOAuth: 'Associer un compte',

  sessionsTitle: 'Sessions connectées',
  sessionsEmpty: 'Aucune session active.',
  sessionThisBrowser: 'Ce navigateur',
  sessionExpires: (date) => `Expire ${date}`,
  sessionCreated: (when) => `Connectée ${when}`,
  sessionLastUsedHere: (when) => `Dernière utilisation ici ${when}`,
  signOutOthers: 'Déconnecter partout ailleurs',
  othersSignedOut: (count) =>
    count === 1 ? 'Une autre session a été déconnectée.' : `${count} autres sessions ont été déconnectées.`,
  signOutOthersList: (count) =>
    count === 1
      ? 'Cette session sera déconnectée :'
      : `Ces ${count} sessions seront déconnectées, chacune avec sa propre signature :`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return total === 1
        ? 'L’autre session n’a pas pu être déconnectée :'
        : `Aucune des ${total} autres sessions n’a pu être déconnectée :`;
    const done =
      ended === 1
        ? `1 session sur ${total} a été déconnectée`
        : `${ended} sessions sur ${total} ont été déconnectées`;
    return `${done} ; ${failed === 1 ? '1 n’a pas pu l’être' : `${failed} n’ont pas pu l’être`} :`;
  },
  sessionNotSignedOut: (session, reason) => `${session}. ${reason}`,
  sessionSignOut: 'Déconnecter',
  sessionSignOutLabel: (name) => `Déconnecter ${name}`,
  signOutHere: 'Se déconnecter de ce navigateur',
  sessionRevoked: 'La session a été déconnectée.',
  signedOut: 'Vous êtes déconnecté.',

  statusActive: (name, when) => `Connecté avec ${name}. La session se termine ${when}.`,
  statusExpiring: (name, when) =>
    `Votre session avec ${name} se termine ${when}. Toute signature ensuite vous demandera de vous reconnecter.`,
  statusExpired: 'Votre session a expiré. Reconnectez-vous pour utiliser votre portefeuille.',
  statusRevoked:
    'Votre session a été déconnectée depuis un autre appareil ou navigateur. Reconnectez-vous pour continuer.',
  statusSignedOut: 'Vous n’êtes pas connecté à votre portefeuille.',
  statusSignInAgain: 'Se reconnecter',

  exportTitle: 'Exporter la phrase de récupération',
  exportWarning:
    'Votre phrase de récupération donne le contrôle total de votre portefeuille. Quiconque la voit peut prendre vos fonds. Assurez-vous que personne ne regarde votre écran.',
  exportStart: 'Exporter la phrase de récupération',
  exportReadyNotice:
    'Votre phrase de récupération est prête. Elle reste masquée jusqu’à ce que vous l’affichiez.',
  exportReveal: 'Afficher la phrase de récupération',
  exportHide: 'Masquer',
  exportDone: 'Terminé',
  exportCopy: 'Copier',
  exportCopied: 'Copié dans le presse-papiers.',
  exportAutoHidden: 'La phrase de récupération a été masquée. Révélez-la à nouveau pour la voir.',
  exportPhraseLabel: 'Phrase de récupération',
  ...frWalletMoneyTerms,
};
