import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { itWalletMoneyTerms } from './wallet.js';
import { itErrorMessages } from './errors.js';

const typeNames: Record<string, string> = {
  PASSKEY: 'passkey',
  EMAIL_OTP: 'codice via email',
  OAUTH: 'account collegato',
};

const typeName = (type: string): string => typeNames[type] ?? 'metodo di accesso';

/** "una passkey" (feminine, as in Apple's and Google's Italian), "un codice via email". */
const withArticle = (type: string): string => `${type === 'PASSKEY' ? 'una' : 'un'} ${typeName(type)}`;

/** "questa passkey", "questo codice via email". */
const withThis = (type: string): string => `${type === 'PASSKEY' ? 'questa' : 'questo'} ${typeName(type)}`;

/** "la tua passkey", "il tuo codice via email". */
const withYour = (type: string): string => `${type === 'PASSKEY' ? 'la tua' : 'il tuo'} ${typeName(type)}`;

/** The service's external account types in words (§2.7); others read as "conto". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'conto bancario statunitense',
  US_ACCOUNT: 'conto bancario statunitense',
  AED_ACCOUNT: 'conto bancario negli Emirati Arabi Uniti',
  BRL_ACCOUNT: 'conto Pix brasiliano',
  SPARK_WALLET: 'portafoglio Spark',
};

const plural = new Intl.PluralRules('it');
const number = new Intl.NumberFormat('it');
/** The singular or the plural form for a count, the number (`#`) written for Italian. */
const count = (n: number, one: string, other: string): string =>
  (plural.select(n) === 'one' ? one : other).replace('#', number.format(n));

/**
 * The Italian catalogue ("tu", as Apple's and Google's Italian), complete (typed `CompleteCopy`: a term or
 * an error code left out is a type error). Pure data: `@keyhold/elements/locales/it` registers it.
 */
export const it: CompleteCopy = {
  cancel: 'Annulla',
  close: 'Chiudi',
  retry: 'Riprova',
  working: 'Elaborazione…',
  expiresIn: (seconds) => `Scade tra ${minutesSeconds(seconds, 'it')}`,
  expired: 'Scaduta',
  errorGeneric: 'Si è verificato un errore. Riprova.',
  errorMessages: itErrorMessages,
  credentialType: typeName,

  otpLabel: (length) => count(length, 'Codice di # cifra', 'Codice di # cifre'),
  otpDigitLabel: (index, length) => `Cifra ${number.format(index)} di ${number.format(length)}`,
  otpResend: 'Invia un nuovo codice',
  otpResendIn: (seconds) => `Potrai chiedere un nuovo codice tra ${minutesSeconds(seconds, 'it')}`,
  otpMissing: 'Inserisci il codice.',
  otpIncomplete: (length) => count(length, 'Inserisci la cifra.', 'Inserisci tutte le # cifre.'),
  otpLocked:
    'Troppi codici errati: questo codice non funziona più e l’accesso con questa email è sospeso per un po’. Chiedi un nuovo codice appena il pulsante è disponibile.',

  approveTitle: 'Approva con il tuo portafoglio',
  approveIntro: 'Controlla cosa stai per firmare. Nulla viene firmato prima della tua approvazione.',
  approveOperation: (operation, type) => {
    const what = type === undefined ? 'un metodo di accesso' : withArticle(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Aggiungere ${what} al tuo portafoglio`;
      case 'REVOKE_CREDENTIAL':
        return `Rimuovere ${what} dal tuo portafoglio`;
      case 'REVOKE_SESSION':
        return 'Disconnettere una sessione del tuo portafoglio';
      case 'REVOKE_SESSIONS':
        return 'Disconnettere le tue altre sessioni';
      case 'EXPORT_WALLET':
        return 'Esportare la frase di recupero del tuo portafoglio';
      case 'EXECUTE_QUOTE':
        return 'Inviare il pagamento di questo preventivo';
      default:
        return 'Firmare questa richiesta';
    }
  },
  approvePayloadLabel: 'Cosa verrà firmato',
  approveExactText: 'Testo esatto firmato',
  approveExpiredNotice: 'Questa richiesta è scaduta prima dell’approvazione. Chiudila e ricomincia.',
  approveButton: 'Approva e firma',
  approveBusy: 'Firma in corso…',
  rejectButton: 'Rifiuta',
  approveEffect: (operation, type) => {
    const what = type === undefined ? 'questo metodo di accesso' : withThis(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Potrai accedere al tuo portafoglio con ${what}.`;
      case 'REVOKE_CREDENTIAL':
        return `Non potrai più accedere con ${what}; le sessioni aperte in questo modo terminano.`;
      case 'REVOKE_SESSION':
        return 'Quella sessione termina subito: chi la sta usando dovrà accedere di nuovo.';
      case 'REVOKE_SESSIONS':
        return 'Ognuna di quelle sessioni termina subito: chi ne sta usando una dovrà accedere di nuovo. Ogni disconnessione viene firmata separatamente.';
      case 'EXPORT_WALLET':
        return 'La tua frase di recupero verrà inviata crittografata a questo browser e mostrata solo quando deciderai di visualizzarla.';
      case 'EXECUTE_QUOTE':
        return 'Il denaro lascia il tuo portafoglio appena approvi. L’operazione è irreversibile.';
      default:
        return 'Controlla i dettagli qui sotto prima di approvare.';
    }
  },
  approveWaitingReauth: 'In attesa del tuo nuovo accesso…',
  approveSignedRefused:
    'Hai approvato e firmato, ma il servizio ha rifiutato: non è cambiato nulla. Chiudi e ricomincia.',
  quoteSend: 'Invii',
  quoteReceive: 'Il destinatario riceve',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: 'Tasso di cambio',
  quoteFees: 'Commissioni (incluse)',
  quoteDestination: 'Destinatario',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'conto';
    return masked === undefined
      ? `Il ${kind} del tuo beneficiario`
      : `${kind[0]!.toUpperCase()}${kind.slice(1)} ${masked}`;
  },
  quoteExpires: 'Il preventivo scade',

  loading: 'Caricamento…',
  noWallet: 'Nessun portafoglio collegato.',
  signInFirst: 'Accedi per gestire il tuo portafoglio.',
  formatDate: formatDateIn,

  signInTitle: 'Accedi al tuo portafoglio',
  storageCleared:
    'La sessione è stata chiusa perché questo browser ha cancellato i dati salvati di questo sito. Accedi di nuovo per continuare.',
  reauthTitle: 'Conferma la tua identità',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'La tua sessione è terminata. Accedi di nuovo per continuare.'
      : `La tua sessione è terminata. Accedi di nuovo con ${withYour(type)}${nickname ? ` (${nickname})` : ''} per continuare.`,
  reauthOtherCredential:
    'Per continuare, accedi con un metodo di accesso diverso da quello che stai rimuovendo.',
  signInPasskey: 'Accedi con una passkey',
  createPasskey: 'Crea una passkey',
  passkeyNameLabel: 'Nome di questa passkey',
  passkeyNameDefault: 'La mia passkey',
  passkeyCreateButton: 'Crea passkey',
  back: 'Indietro',
  emailLabel: 'Indirizzo email',
  emailSubmit: 'Inviami un codice via email',
  orDivider: 'oppure',
  codeSentTo: (email) => `Abbiamo inviato un codice di 6 cifre a ${email}.`,
  codeRecentlySent: (email) =>
    `Un codice è stato inviato a ${email} poco fa. Usa quel codice o chiedine uno nuovo tra poco.`,
  useDifferentEmail: 'Usa un’altra email',
  verifyButton: 'Verifica codice',
  signedInAs: (name) => `Accesso eseguito con ${name}.`,
  addNeedsSignIn: (type) =>
    `Questo portafoglio non ha ancora ${withArticle(type)} per farlo. Accedi con un metodo che ha già, poi aggiungi il nuovo tra i tuoi metodi di accesso.`,

  reauthCancel: 'Annulla',

  credentialsTitle: 'Metodi di accesso',
  credentialsEmpty: 'Nessun metodo di accesso per ora.',
  credentialCreated: (date) => `Aggiunto ${date}`,
  credentialCurrent: 'In uso in questa sessione',
  credentialRemove: 'Rimuovi',
  credentialRemoveLabel: (name) => `Rimuovi ${name}`,
  addPasskey: 'Aggiungi una passkey',
  addEmail: 'Aggiungi un’email',
  addEmailLabel: 'Indirizzo email da aggiungere',
  addButton: 'Aggiungi',
  credentialAdded: (name) => `Metodo di accesso aggiunto: ${name}.`,
  credentialRemoved: (name) => `Metodo di accesso rimosso: ${name}.`,
  credentialOnlyOne:
    'È il tuo unico metodo di accesso, quindi non può essere rimosso. Aggiungine prima un altro.',
  credentialOneOfEach: (type) =>
    `Il tuo portafoglio ha già ${withArticle(type)}; un portafoglio ne ammette uno per tipo.`,
  addOAuth: 'Collega un account',

  sessionsTitle: 'Sessioni attive',
  sessionsEmpty: 'Nessuna sessione attiva.',
  sessionThisBrowser: 'Questo browser',
  sessionExpires: (date) => `Scade ${date}`,
  sessionCreated: (when) => `Accesso eseguito ${when}`,
  sessionLastUsedHere: (when) => `Ultimo utilizzo qui: ${when}`,
  signOutOthers: 'Disconnetti tutte le altre sessioni',
  othersSignedOut: (n) =>
    count(n, 'Un’altra sessione è stata disconnessa.', 'Altre # sessioni sono state disconnesse.'),
  signOutOthersList: (n) =>
    count(
      n,
      'Questa sessione verrà disconnessa:',
      'Queste # sessioni verranno disconnesse, ognuna con la propria firma:',
    ),
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return count(
        total,
        'Non è stato possibile disconnettere l’altra sessione:',
        'Non è stato possibile disconnettere nessuna delle altre # sessioni:',
      );
    const of = number.format(total);
    const done = count(
      ended,
      `# sessione su ${of} è stata disconnessa`,
      `# sessioni su ${of} sono state disconnesse`,
    );
    return `${done}; ${count(failed, '# non è stata disconnessa', '# non sono state disconnesse')}:`;
  },
  sessionNotSignedOut: (session, reason) => `${session}. ${reason}`,
  sessionSignOut: 'Disconnetti',
  sessionSignOutLabel: (name) => `Disconnetti ${name}`,
  signOutHere: 'Esci da questo browser',
  sessionRevoked: 'La sessione è stata disconnessa.',
  signedOut: 'Disconnessione eseguita.',

  statusActive: (name, when) => `Accesso eseguito con ${name}. La sessione termina ${when}.`,
  statusExpiring: (name, when) =>
    `La tua sessione con ${name} termina ${when}. Dopo, per firmare qualsiasi cosa dovrai accedere di nuovo.`,
  statusExpired: 'La tua sessione è scaduta. Accedi di nuovo per usare il tuo portafoglio.',
  statusRevoked:
    'La tua sessione è stata disconnessa da un altro dispositivo o browser. Accedi di nuovo per continuare.',
  statusSignedOut: 'Non hai eseguito l’accesso al tuo portafoglio.',
  statusSignInAgain: 'Accedi di nuovo',

  exportTitle: 'Esporta la frase di recupero',
  exportWarning:
    'La tua frase di recupero dà il pieno controllo del tuo portafoglio. Chiunque la veda può prendere i tuoi fondi. Assicurati che nessuno stia guardando il tuo schermo.',
  exportStart: 'Esporta la frase di recupero',
  exportReadyNotice: 'La tua frase di recupero è pronta. Resta nascosta finché non decidi di mostrarla.',
  exportReveal: 'Mostra la frase di recupero',
  exportHide: 'Nascondi',
  exportDone: 'Fine',
  exportCopy: 'Copia',
  exportCopied: 'Copiata negli appunti.',
  exportAutoHidden: 'La frase di recupero è stata nascosta. Mostrala di nuovo per vederla.',
  exportPhraseLabel: 'Frase di recupero',
  ...itWalletMoneyTerms,
};
