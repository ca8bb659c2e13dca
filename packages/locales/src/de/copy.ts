import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { deWalletMoneyTerms } from './wallet.js';
import { deErrorMessages } from './errors.js';

/** Each credential type in the cases German sentences need (the article and ending agree with its gender). */
interface TypeForms {
  /** As a label: "Passkey". */
  name: string;
  /** "einen Passkey" (accusative, indefinite). */
  some: string;
  /** "keinen Passkey". */
  none: string;
  /** "diesem Passkey" (dative, after "mit"). */
  thisOne: string;
  /** "Ihrem Passkey" (dative, after "mit"). */
  yours: string;
  /** The pronoun that stands for it (accusative): "ihn", "es", "sie". */
  it: string;
}

const method: TypeForms = {
  name: 'Anmeldemethode',
  some: 'eine Anmeldemethode',
  none: 'keine Anmeldemethode',
  thisOne: 'dieser Anmeldemethode',
  yours: 'Ihrer Anmeldemethode',
  it: 'sie',
};

const types: Record<string, TypeForms> = {
  PASSKEY: {
    name: 'Passkey',
    some: 'einen Passkey',
    none: 'keinen Passkey',
    thisOne: 'diesem Passkey',
    yours: 'Ihrem Passkey',
    it: 'ihn',
  },
  EMAIL_OTP: {
    name: 'E-Mail-Code',
    some: 'einen E-Mail-Code',
    none: 'keinen E-Mail-Code',
    thisOne: 'diesem E-Mail-Code',
    yours: 'Ihrem E-Mail-Code',
    it: 'ihn',
  },
  OAUTH: {
    name: 'Verknüpftes Konto',
    some: 'ein verknüpftes Konto',
    none: 'kein verknüpftes Konto',
    thisOne: 'diesem verknüpften Konto',
    yours: 'Ihrem verknüpften Konto',
    it: 'es',
  },
};

const forms = (type: string | undefined): TypeForms => (type && types[type]) || method;

/** The service's external account types in words (§2.7); others read as "Konto". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'US-Bankkonto',
  US_ACCOUNT: 'US-Bankkonto',
  AED_ACCOUNT: 'Bankkonto in den VAE',
  BRL_ACCOUNT: 'brasilianisches Pix-Konto',
  SPARK_WALLET: 'Spark-Wallet',
};

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const number = new Intl.NumberFormat('de');
const plural = new Intl.PluralRules('de');
const n = (value: number): string => number.format(value);
const one = (count: number): boolean => plural.select(count) === 'one';

/**
 * The German catalogue, complete (typed `CompleteCopy`: a term or an error code left out is a type
 * error), in the formal "Sie" banking and platform apps use. Pure data: `@keyhold/elements/locales/de`
 * registers it.
 */
export const de: CompleteCopy = {
  cancel: 'Abbrechen',
  close: 'Schließen',
  retry: 'Erneut versuchen',
  working: 'Wird ausgeführt…',
  expiresIn: (seconds) => `Läuft ab in ${minutesSeconds(seconds, 'de')}`,
  expired: 'Abgelaufen',
  errorGeneric: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es noch einmal.',
  errorMessages: deErrorMessages,
  credentialType: (type) => forms(type).name,

  otpLabel: (length) => `${n(length)}-stelliger Code`,
  otpDigitLabel: (index, length) => `Ziffer ${n(index)} von ${n(length)}`,
  otpResend: 'Neuen Code senden',
  otpResendIn: (seconds) => `Neuer Code möglich in ${minutesSeconds(seconds, 'de')}`,
  otpMissing: 'Geben Sie den Code ein.',
  otpIncomplete: (length) => `Geben Sie alle ${n(length)} Ziffern ein.`,
  otpLocked:
    'Zu viele falsche Codes: Dieser Code funktioniert nicht mehr, und die Anmeldung mit dieser E-Mail-Adresse ist eine Weile pausiert. Fordern Sie einen neuen Code an, sobald die Schaltfläche verfügbar ist.',

  approveTitle: 'Mit Ihrer Wallet freigeben',
  approveIntro: 'Prüfen Sie, was Sie gleich signieren. Es wird nichts signiert, bevor Sie freigeben.',
  approveOperation: (operation, type) => {
    const what = forms(type).some;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return capitalize(`${what} zu Ihrer Wallet hinzufügen`);
      case 'REVOKE_CREDENTIAL':
        return capitalize(`${what} aus Ihrer Wallet entfernen`);
      case 'REVOKE_SESSION':
        return 'Eine Sitzung Ihrer Wallet abmelden';
      case 'REVOKE_SESSIONS':
        return 'Ihre anderen Sitzungen abmelden';
      case 'EXPORT_WALLET':
        return 'Die Wiederherstellungsphrase Ihrer Wallet exportieren';
      case 'EXECUTE_QUOTE':
        return 'Die Zahlung aus diesem Angebot senden';
      default:
        return 'Diese Anfrage signieren';
    }
  },
  approvePayloadLabel: 'Was signiert wird',
  approveExactText: 'Genauer signierter Text',
  approveExpiredNotice:
    'Diese Anfrage ist abgelaufen, bevor sie freigegeben wurde. Schließen Sie sie und beginnen Sie von vorn.',
  approveButton: 'Freigeben und signieren',
  approveBusy: 'Wird signiert…',
  rejectButton: 'Ablehnen',
  approveEffect: (operation, type) => {
    const what = forms(type).thisOne;
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Sie können sich dann mit ${what} bei Ihrer Wallet anmelden.`;
      case 'REVOKE_CREDENTIAL':
        return `Sie können sich dann nicht mehr mit ${what} anmelden; die zugehörigen Sitzungen enden.`;
      case 'REVOKE_SESSION':
        return 'Diese Sitzung endet sofort: Wer sie nutzt, muss sich erneut anmelden.';
      case 'REVOKE_SESSIONS':
        return 'Jede dieser Sitzungen endet sofort: Wer eine davon nutzt, muss sich erneut anmelden. Jede Abmeldung wird einzeln signiert.';
      case 'EXPORT_WALLET':
        return 'Ihre Wiederherstellungsphrase wird verschlüsselt an diesen Browser gesendet und erst angezeigt, wenn Sie sie einblenden.';
      case 'EXECUTE_QUOTE':
        return 'Das Geld verlässt Ihre Wallet, sobald Sie freigeben. Das lässt sich nicht rückgängig machen.';
      default:
        return 'Prüfen Sie die Angaben unten, bevor Sie freigeben.';
    }
  },
  approveWaitingReauth: 'Warten auf Ihre erneute Anmeldung…',
  approveSignedRefused:
    'Sie haben freigegeben und signiert, aber der Dienst hat abgelehnt: Es wurde nichts wirksam. Schließen Sie dies und beginnen Sie von vorn.',
  quoteSend: 'Sie senden',
  quoteReceive: 'Empfänger erhält',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: 'Wechselkurs',
  quoteFees: 'Gebühren (enthalten)',
  quoteDestination: 'An',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'Konto';
    return masked === undefined ? `${capitalize(kind)} des Empfängers` : `${capitalize(kind)} ${masked}`;
  },
  quoteExpires: 'Angebot läuft ab',

  loading: 'Wird geladen…',
  noWallet: 'Es ist keine Wallet verbunden.',
  signInFirst: 'Melden Sie sich an, um Ihre Wallet zu verwalten.',
  formatDate: formatDateIn,

  signInTitle: 'Bei Ihrer Wallet anmelden',
  storageCleared:
    'Sie wurden abgemeldet, weil dieser Browser die gespeicherten Daten dieser Website gelöscht hat. Melden Sie sich erneut an, um fortzufahren.',
  reauthTitle: 'Bestätigen Sie Ihre Identität',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'Ihre Sitzung ist beendet. Melden Sie sich erneut an, um fortzufahren.'
      : `Ihre Sitzung ist beendet. Melden Sie sich erneut mit ${forms(type).yours}${nickname ? ` (${nickname})` : ''} an, um fortzufahren.`,
  reauthOtherCredential:
    'Melden Sie sich zum Fortfahren mit einer anderen Anmeldemethode an als der, die entfernt wird.',
  signInPasskey: 'Mit Passkey anmelden',
  createPasskey: 'Passkey erstellen',
  passkeyNameLabel: 'Name für diesen Passkey',
  passkeyNameDefault: 'Mein Passkey',
  passkeyCreateButton: 'Passkey erstellen',
  back: 'Zurück',
  emailLabel: 'E-Mail-Adresse',
  emailSubmit: 'Code per E-Mail senden',
  orDivider: 'oder',
  codeSentTo: (email) => `Wir haben einen 6-stelligen Code an ${email} gesendet.`,
  codeRecentlySent: (email) =>
    `Vor wenigen Augenblicken wurde ein Code an ${email} gesendet. Verwenden Sie diesen Code oder fordern Sie in Kürze einen neuen an.`,
  useDifferentEmail: 'Andere E-Mail-Adresse verwenden',
  verifyButton: 'Code bestätigen',
  signedInAs: (name) => `Angemeldet (${name}).`,
  addNeedsSignIn: (type) =>
    `Diese Wallet hat dafür noch ${forms(type).none}. Melden Sie sich mit einer Methode an, die sie bereits hat, und fügen Sie ${forms(type).it} dann unter Ihren Anmeldemethoden hinzu.`,

  reauthCancel: 'Abbrechen',

  credentialsTitle: 'Anmeldemethoden',
  credentialsEmpty: 'Noch keine Anmeldemethoden.',
  credentialCreated: (date) => `${capitalize(date)} hinzugefügt`,
  credentialCurrent: 'Von dieser Sitzung verwendet',
  credentialRemove: 'Entfernen',
  credentialRemoveLabel: (name) => `${name} entfernen`,
  addPasskey: 'Passkey hinzufügen',
  addEmail: 'E-Mail-Adresse hinzufügen',
  addEmailLabel: 'Hinzuzufügende E-Mail-Adresse',
  addButton: 'Hinzufügen',
  credentialAdded: (name) => `${name} wurde hinzugefügt.`,
  credentialRemoved: (name) => `${name} wurde entfernt.`,
  credentialOnlyOne:
    'Das ist Ihre einzige Anmeldemethode, daher kann sie nicht entfernt werden. Fügen Sie zuerst eine weitere hinzu.',
  credentialOneOfEach: (type) =>
    `Ihre Wallet hat bereits ${forms(type).some}; eine Wallet hat von jeder Art nur eine Anmeldemethode.`,
  addOAuth: 'Konto verknüpfen',

  sessionsTitle: 'Angemeldete Sitzungen',
  sessionsEmpty: 'Keine aktiven Sitzungen.',
  sessionThisBrowser: 'Dieser Browser',
  sessionExpires: (date) => `Läuft ${date} ab`,
  sessionCreated: (when) => `${capitalize(when)} angemeldet`,
  sessionLastUsedHere: (when) => `Hier zuletzt ${when} verwendet`,
  signOutOthers: 'Alle anderen Sitzungen abmelden',
  othersSignedOut: (count) =>
    one(count) ? 'Eine andere Sitzung wurde abgemeldet.' : `${n(count)} andere Sitzungen wurden abgemeldet.`,
  signOutOthersList: (count) =>
    one(count)
      ? 'Diese Sitzung wird abgemeldet:'
      : `Diese ${n(count)} Sitzungen werden abgemeldet, jede mit einer eigenen Signatur:`,
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return total === 1
        ? 'Die andere Sitzung konnte nicht abgemeldet werden:'
        : `Keine der ${n(total)} anderen Sitzungen konnte abgemeldet werden:`;
    const done = `${n(ended)} von ${n(total)} Sitzungen ${one(ended) ? 'wurde' : 'wurden'} abgemeldet`;
    return `${done}; ${n(failed)} ${one(failed) ? 'konnte' : 'konnten'} nicht abgemeldet werden:`;
  },
  sessionNotSignedOut: (session, reason) => `${session}. ${reason}`,
  sessionSignOut: 'Abmelden',
  sessionSignOutLabel: (name) => `${name} abmelden`,
  signOutHere: 'In diesem Browser abmelden',
  sessionRevoked: 'Die Sitzung wurde abgemeldet.',
  signedOut: 'Sie sind abgemeldet.',

  statusActive: (name, when) => `Angemeldet (${name}). Die Sitzung endet ${when}.`,
  statusExpiring: (name, when) =>
    `Ihre Sitzung (${name}) endet ${when}. Danach werden Sie vor jeder Signatur gebeten, sich erneut anzumelden.`,
  statusExpired: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um Ihre Wallet zu verwenden.',
  statusRevoked:
    'Ihre Sitzung wurde von einem anderen Gerät oder Browser aus abgemeldet. Melden Sie sich erneut an, um fortzufahren.',
  statusSignedOut: 'Sie sind nicht bei Ihrer Wallet angemeldet.',
  statusSignInAgain: 'Erneut anmelden',

  exportTitle: 'Wiederherstellungsphrase exportieren',
  exportWarning:
    'Ihre Wiederherstellungsphrase gibt die volle Kontrolle über Ihre Wallet. Wer sie sieht, kann auf Ihr Guthaben zugreifen. Achten Sie darauf, dass niemand auf Ihren Bildschirm schaut.',
  exportStart: 'Wiederherstellungsphrase exportieren',
  exportReadyNotice:
    'Ihre Wiederherstellungsphrase ist bereit. Sie bleibt verborgen, bis Sie sie einblenden.',
  exportReveal: 'Wiederherstellungsphrase einblenden',
  exportHide: 'Ausblenden',
  exportDone: 'Fertig',
  exportCopy: 'Kopieren',
  exportCopied: 'In die Zwischenablage kopiert.',
  exportAutoHidden:
    'Die Wiederherstellungsphrase wurde ausgeblendet. Blenden Sie sie erneut ein, um sie zu sehen.',
  exportPhraseLabel: 'Wiederherstellungsphrase',
  ...deWalletMoneyTerms,
};
