import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

/**
 * The vault frame's words in Italian ("tu"): the approval and export views (`VaultCopy`), the sign-in view
 * (`SignInCopy`) and the approval window (`WindowCopy`). Times come in words from `inWords`
 * (Intl.RelativeTimeFormat: "tra 4 minuti"), amounts already formatted.
 */
export const vault: VaultCopy = {
  approveTitle: 'Approva in Keyhold',
  exportTitle: 'La tua frase di recupero',
  intro: 'Keyhold ti mostra cosa stai per firmare. Solo tu puoi approvarlo, qui.',
  approve: 'Approva',
  decline: 'Rifiuta',
  expiresIn: (w) => `Questa richiesta scade ${w}.`,
  expired: 'Questa richiesta è scaduta. Non è stato firmato nulla.',
  declined: 'Rifiutata. Non è stato firmato nulla.',
  signed: 'Approvata.',
  exactText: 'Testo esatto da firmare',
  waitingExport: 'Preparazione dell’esportazione…',
  send: (a) => `Invii ${a}`,
  receive: (a) => `Il destinatario riceve ${a}`,
  to: (p) => `A ${p}`,
  payeeAccount: 'il conto del beneficiario',
  note: (t) => `Nota: ${t}`,
  opExecuteQuote: 'Inviare un pagamento',
  opExport: 'Mostrare la tua frase di recupero in questa finestra',
  opAddEmail: (e) => `Aggiungere l’accesso con codice via email per ${e}`,
  opAddPasskey: (n) => `Aggiungere la passkey “${n}”`,
  opAddOAuth: (n) => `Aggiungere l’accesso con ${n}`,
  opAddCredential: 'Aggiungere un metodo di accesso',
  opRevokeCredential: (n) => `Rimuovere il metodo di accesso “${n}”`,
  opRevokeCredentialPlain: 'Rimuovere un metodo di accesso',
  opChangeEmail: (e) => `Cambiare la tua email in ${e}`,
  opRevokeSession: 'Disconnettere una sessione',
  opUnknown: 'Una richiesta non riconosciuta: leggi il testo esatto qui sotto prima di approvare.',
  phraseIntro:
    'Scrivi queste parole in ordine e conservale offline. Chi le possiede controlla il tuo portafoglio.',
  copy: 'Copia',
  copied: 'Copiata. Tra un minuto la frase viene tolta dagli appunti, se è ancora lì.',
  copyFailed: 'Qui la copia non ha funzionato: scrivi le parole.',
  hide: 'Nascondi',
  show: 'Mostra',
  done: 'Fine',
  hiddenNotice: 'La frase è nascosta.',
  exportKeyUnknown: 'Questa esportazione non è stata avviata qui, quindi è stata rifiutata.',
  exportNotBound:
    'La frase di recupero arrivata non proviene dall’esportazione che hai approvato, quindi non viene mostrata. Ricomincia l’esportazione.',
  exportUnreadable:
    'Non è stato possibile verificare la frase di recupero, quindi non viene mostrata. Ricomincia l’esportazione.',
  clipboardCleared: 'La frase è stata tolta dagli appunti.',
  clipboardChanged: 'Ora negli appunti c’è altro, quindi sono stati lasciati così.',
  clipboardUnchecked:
    'Questo browser non consente a Keyhold di controllare gli appunti, quindi la frase potrebbe essere ancora lì. Premi Svuota appunti o copia qualcos’altro.',
  clipboardClear: 'Svuota appunti',
  clipboardClearFailed: 'Qui non è stato possibile svuotare gli appunti: copia qualcos’altro sopra la frase.',
  payeeNamed: (name, account) => `${name}, ${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `il conto che termina con ${last}`,
  payeeNotListed: 'un conto che non è tra i tuoi beneficiari',
  payeeUnchecked:
    'il conto del beneficiario (Keyhold non ha potuto verificare di chi è: controllalo nell’app)',
};

const plural = new Intl.PluralRules('it');
const number = new Intl.NumberFormat('it');

export const signIn: SignInCopy = {
  title: 'Accedi al tuo portafoglio',
  intro: 'Keyhold ti fa accedere qui: il tuo codice non esce mai da questo riquadro.',
  emailLabel: 'Indirizzo email',
  sendCode: 'Inviami un codice via email',
  codeSentTo: (e) => `Abbiamo inviato un codice di 6 cifre a ${e}.`,
  codeLabel: 'Codice ricevuto via email',
  codeHint: '6 cifre',
  signIn: 'Verifica codice',
  resend: 'Invia un nuovo codice',
  resent: 'Un nuovo codice è in arrivo.',
  otherAddress: 'Usa un’altra email',
  working: 'Elaborazione…',
  signedIn: 'Accesso eseguito.',
  badEmail: 'Inserisci un indirizzo email valido.',
  badCode: 'Inserisci le 6 cifre del codice.',
  wrongCode: 'Il codice non è corretto. Controllalo e riprova.',
  codeExpired: 'Il codice è scaduto. Chiedine uno nuovo.',
  tooManyAttempts: 'Troppi codici errati: questo codice non funziona più. Chiedine uno nuovo.',
  waitBeforeResend: (s) =>
    plural.select(s) === 'one'
      ? `Attendi ${number.format(s)} secondo prima di chiedere un nuovo codice.`
      : `Attendi ${number.format(s)} secondi prima di chiedere un nuovo codice.`,
  notAMethod:
    'Questo indirizzo non è tra i tuoi metodi di accesso. Usa l’indirizzo con cui hai creato l’account.',
  offline: 'Non è stato possibile raggiungere il tuo portafoglio. Controlla la connessione e riprova.',
  failed: 'L’accesso non è riuscito. Riprova.',
  usePasskey: 'Usa una passkey',
  passkeyNickname: 'Passkey',
  passkeyCancelled: 'La richiesta della passkey è stata chiusa. Riprova quando vuoi.',
  passkeyUnavailable: 'Questo browser non può usare una passkey qui. Accedi con la tua email.',
  noPasskey: 'Questo portafoglio non ha ancora una passkey. Accedi con la tua email, poi aggiungine una.',
  passkeyFailed: 'Quella passkey non ha funzionato. Riprova o accedi con la tua email.',
  continueWith: (p) => `Continua con ${p}`,
  popupBlocked: 'La finestra di accesso è stata bloccata. Consenti i pop-up per questo sito e riprova.',
  oauthCancelled: 'La finestra di accesso è stata chiusa. Riprova quando vuoi.',
  noOAuth:
    'Questo portafoglio non accede ancora con questo account. Accedi con la tua email, poi aggiungilo.',
  oauthFailed: 'L’accesso con questo account non è riuscito. Riprova o accedi con la tua email.',
};

export const window: WindowCopy = {
  continueHint:
    'Per proteggere questa richiesta dalla pagina che la circonda, la controlli e la approvi in una finestra di Keyhold.',
  continueButton: 'Continua nella finestra',
  windowOpen: 'Controlla la richiesta nella finestra di Keyhold.',
  windowBlocked:
    'Il browser non ha aperto la finestra di Keyhold. Consenti i pop-up per questo sito, poi riprova.',
  exportHeadline: 'Mostrare la tua frase di recupero nel riquadro Keyhold della pagina',
};
