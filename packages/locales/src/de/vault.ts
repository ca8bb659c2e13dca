import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

const number = new Intl.NumberFormat('de');
const plural = new Intl.PluralRules('de');

/**
 * The vault frame's words in German (formal "Sie"): its approval and export views (`VaultCopy`), its
 * sign-in view (`SignInCopy`) and the approval window (`WindowCopy`). Times come in words already
 * (`inWords`, through `Intl.RelativeTimeFormat`), amounts in currency.
 */
export const vault: VaultCopy = {
  approveTitle: 'In Keyhold freigeben',
  exportTitle: 'Ihre Wiederherstellungsphrase',
  intro: 'Keyhold zeigt Ihnen, was Sie gleich signieren. Freigeben können nur Sie, und nur hier.',
  approve: 'Freigeben',
  decline: 'Ablehnen',
  expiresIn: (w) => `Diese Anfrage läuft ${w} ab.`,
  expired: 'Diese Anfrage ist abgelaufen. Es wurde nichts signiert.',
  declined: 'Abgelehnt. Es wurde nichts signiert.',
  signed: 'Freigegeben.',
  exactText: 'Genauer Text, der signiert wird',
  waitingExport: 'Ihr Export wird vorbereitet…',
  send: (a) => `Sie senden ${a}`,
  receive: (a) => `Empfänger erhält ${a}`,
  to: (p) => `An ${p}`,
  payeeAccount: 'das Konto des Empfängers',
  note: (t) => `Notiz: ${t}`,
  opExecuteQuote: 'Eine Zahlung senden',
  opExport: 'Ihre Wiederherstellungsphrase in diesem Fenster anzeigen',
  opAddEmail: (e) => `Anmeldung per E-Mail-Code an ${e} hinzufügen`,
  opAddPasskey: (n) => `Den Passkey „${n}“ hinzufügen`,
  opAddOAuth: (n) => `Anmeldung mit ${n} hinzufügen`,
  opAddCredential: 'Eine Anmeldemethode hinzufügen',
  opRevokeCredential: (n) => `Die Anmeldemethode „${n}“ entfernen`,
  opRevokeCredentialPlain: 'Eine Anmeldemethode entfernen',
  opChangeEmail: (e) => `Ihre E-Mail-Adresse in ${e} ändern`,
  opRevokeSession: 'Eine Sitzung abmelden',
  opUnknown: 'Eine unbekannte Anfrage: Lesen Sie den genauen Text unten, bevor Sie freigeben.',
  phraseIntro:
    'Schreiben Sie diese Wörter der Reihe nach auf und bewahren Sie sie offline auf. Wer sie hat, kontrolliert Ihre Wallet.',
  copy: 'Kopieren',
  copied:
    'Kopiert. In einer Minute wird die Phrase aus der Zwischenablage entfernt, falls sie noch dort ist.',
  copyFailed: 'Kopieren hat hier nicht funktioniert: Schreiben Sie die Wörter auf.',
  hide: 'Ausblenden',
  show: 'Einblenden',
  done: 'Fertig',
  hiddenNotice: 'Die Phrase ist ausgeblendet.',
  exportKeyUnknown: 'Dieser Export wurde nicht hier gestartet und deshalb abgelehnt.',
  exportNotBound:
    'Die erhaltene Wiederherstellungsphrase stammt nicht aus dem Export, den Sie freigegeben haben, und wird deshalb nicht angezeigt. Starten Sie den Export erneut.',
  exportUnreadable:
    'Die Wiederherstellungsphrase konnte nicht geprüft werden und wird deshalb nicht angezeigt. Starten Sie den Export erneut.',
  clipboardCleared: 'Die Phrase wurde aus der Zwischenablage entfernt.',
  clipboardChanged: 'In der Zwischenablage ist jetzt etwas anderes, daher wurde sie nicht verändert.',
  clipboardUnchecked:
    'Dieser Browser lässt Keyhold die Zwischenablage nicht prüfen, daher ist die Phrase vielleicht noch darin. Tippen Sie auf „Zwischenablage leeren“ oder kopieren Sie etwas anderes.',
  clipboardClear: 'Zwischenablage leeren',
  clipboardClearFailed:
    'Die Zwischenablage konnte hier nicht geleert werden: Kopieren Sie etwas anderes über die Phrase.',
  payeeNamed: (name, account) => `${name}, ${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `das Konto mit der Endung ${last}`,
  payeeNotListed: 'ein Konto, das nicht zu Ihren Empfängern gehört',
  payeeUnchecked:
    'das Konto des Empfängers (Keyhold konnte nicht prüfen, wem es gehört: Prüfen Sie es in der App)',
};

export const signIn: SignInCopy = {
  title: 'Bei Ihrer Wallet anmelden',
  intro: 'Keyhold meldet Sie hier an: Ihr Code verlässt diesen Rahmen nie.',
  emailLabel: 'E-Mail-Adresse',
  sendCode: 'Code per E-Mail senden',
  codeSentTo: (e) => `Wir haben einen 6-stelligen Code an ${e} gesendet.`,
  codeLabel: 'Code aus der E-Mail',
  codeHint: '6 Ziffern',
  signIn: 'Code bestätigen',
  resend: 'Neuen Code senden',
  resent: 'Ein neuer Code ist unterwegs.',
  otherAddress: 'Andere E-Mail-Adresse verwenden',
  working: 'Wird ausgeführt…',
  signedIn: 'Sie sind angemeldet.',
  badEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  badCode: 'Geben Sie die 6 Ziffern des Codes ein.',
  wrongCode: 'Dieser Code stimmt nicht. Prüfen Sie ihn und versuchen Sie es noch einmal.',
  codeExpired: 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
  tooManyAttempts: 'Zu viele falsche Codes: Dieser Code funktioniert nicht mehr. Fordern Sie einen neuen an.',
  waitBeforeResend: (s) =>
    `Warten Sie ${number.format(s)} ${plural.select(s) === 'one' ? 'Sekunde' : 'Sekunden'}, bevor Sie einen neuen Code anfordern.`,
  notAMethod:
    'Diese Adresse gehört nicht zu Ihren Anmeldemethoden. Verwenden Sie die Adresse, mit der Sie sich registriert haben.',
  offline: 'Ihre Wallet ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  failed: 'Die Anmeldung hat nicht funktioniert. Versuchen Sie es noch einmal.',
  usePasskey: 'Passkey verwenden',
  passkeyNickname: 'Passkey',
  passkeyCancelled: 'Die Passkey-Abfrage wurde geschlossen. Versuchen Sie es erneut, wenn Sie bereit sind.',
  passkeyUnavailable:
    'Dieser Browser kann hier keinen Passkey verwenden. Melden Sie sich stattdessen mit Ihrer E-Mail-Adresse an.',
  noPasskey:
    'Diese Wallet hat noch keinen Passkey. Melden Sie sich mit Ihrer E-Mail-Adresse an und fügen Sie dann einen hinzu.',
  passkeyFailed:
    'Dieser Passkey hat nicht funktioniert. Versuchen Sie es erneut oder melden Sie sich mit Ihrer E-Mail-Adresse an.',
  continueWith: (p) => `Weiter mit ${p}`,
  popupBlocked:
    'Das Anmeldefenster wurde blockiert. Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.',
  oauthCancelled: 'Das Anmeldefenster wurde geschlossen. Versuchen Sie es erneut, wenn Sie bereit sind.',
  noOAuth:
    'Mit diesem Konto kann sich diese Wallet noch nicht anmelden. Melden Sie sich mit Ihrer E-Mail-Adresse an und verknüpfen Sie es dann.',
  oauthFailed:
    'Die Anmeldung mit diesem Konto hat nicht funktioniert. Versuchen Sie es erneut oder melden Sie sich mit Ihrer E-Mail-Adresse an.',
};

export const window: WindowCopy = {
  continueHint:
    'Damit diese Anfrage vor der umgebenden Seite geschützt ist, prüfen und geben Sie sie in einem Keyhold-Fenster frei.',
  continueButton: 'Im Fenster fortfahren',
  windowOpen: 'Prüfen Sie die Anfrage im Keyhold-Fenster.',
  windowBlocked:
    'Der Browser hat das Keyhold-Fenster nicht geöffnet. Erlauben Sie Pop-up-Fenster für diese Website und versuchen Sie es dann noch einmal.',
  exportHeadline: 'Ihre Wiederherstellungsphrase im Keyhold-Rahmen auf der Seite anzeigen',
};
