import type { PersonErrorCode } from '../error-codes.js';
import { itVaultErrors } from './vault-errors.js';

/** Italian sentences for every error code a person can meet (complete: a missing code is a type error). */
export const itErrorMessages = {
  ...itVaultErrors,
  REJECTED: 'La richiesta è stata rifiutata. Non è stato firmato nulla.',
  CHALLENGE_EXPIRED: 'Questa richiesta è scaduta. Ricomincia.',
  SESSION_EXPIRED: 'La tua sessione è scaduta. Accedi di nuovo.',
  SESSION_REVOKED: 'La tua sessione è stata disconnessa. Accedi di nuovo.',
  NETWORK_ERROR:
    'Non è stato possibile raggiungere il servizio del portafoglio. Controlla la connessione e riprova.',
  RATE_LIMITED: 'Troppi tentativi. Attendi un po’ e riprova.',
  WEBAUTHN_CANCELLED: 'La richiesta della passkey è stata chiusa o è scaduta.',
  INVALID_OTP: 'Il codice non è corretto. Controllalo e riprova.',
  OTP_EXPIRED: 'Il codice è scaduto. Chiedine uno nuovo.',
  PASSKEY_CANCELLED: 'La richiesta della passkey è stata chiusa o è scaduta.',
  PASSKEY_ALREADY_REGISTERED: 'Questo dispositivo ha già una passkey per questo portafoglio.',
  PASSKEY_NOT_ALLOWED_HERE: 'Le passkey non sono consentite su questo sito.',
  PASSKEY_UNSUPPORTED: 'Questo browser o dispositivo non supporta le passkey.',
  NO_PASSKEY_CREDENTIAL:
    'Questo portafoglio non ha ancora una passkey. Creane una o accedi in un altro modo.',
  OAUTH_POPUP_BLOCKED:
    'La finestra di accesso è stata bloccata. Consenti i pop-up per questo sito e riprova.',
  OAUTH_CANCELLED: 'La finestra di accesso è stata chiusa prima che finissi.',
  NO_SESSION: 'Accedi prima di continuare.',
  SIGN_OUT_INCOMPLETE:
    'Qui la disconnessione è avvenuta, ma non è stato possibile avvisare il servizio del portafoglio.',
  CLIPBOARD_UNAVAILABLE: 'Qui non è possibile copiare. Scrivi le parole a mano.',
  OTP_ATTEMPTS: 'Troppi codici errati: questo codice non funziona più. Chiedine uno nuovo.',
  QUOTE_EXPIRED:
    'Questo preventivo è scaduto prima dell’invio. Non è stato inviato nulla: chiedi un nuovo preventivo e approvalo.',
  QUOTE_ALREADY_EXECUTED:
    'Questo preventivo è già stato inviato. Controlla le tue transazioni prima di inviare di nuovo.',
  INSUFFICIENT_FUNDS:
    'Il tuo portafoglio non ha fondi sufficienti per questo pagamento. Non è stato inviato nulla: aggiungi fondi, poi chiedi un nuovo preventivo.',
  EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS:
    'Questo portafoglio ha già un accesso via email. Rimuovilo prima di usare un altro indirizzo.',
  PASSKEY_CREDENTIAL_ALREADY_EXISTS:
    'Questo portafoglio ha già una passkey. Rimuovila prima di aggiungerne un’altra.',
  OAUTH_CREDENTIAL_ALREADY_EXISTS: 'Questo account è già collegato al tuo portafoglio.',
  CANNOT_REVOKE_LAST_CREDENTIAL:
    'È l’unico modo per accedere al tuo portafoglio. Aggiungi un altro metodo di accesso prima di rimuoverlo.',
  REQUEST_ID_REUSED: 'Questa approvazione è già stata usata. Ricomincia per ottenerne una nuova.',
  NO_WALLET: 'Il portafoglio non è disponibile in questa pagina.',
  NOT_READY: 'Il portafoglio si sta ancora caricando. Riprova tra un momento.',
  DECRYPTION_FAILED:
    'Non è stato possibile aprire la tua frase di recupero in questo browser. Ricomincia l’esportazione.',
  UNSIGNED_ENVELOPE:
    'Non è stato possibile verificare la frase di recupero, quindi non viene mostrata. Ricomincia l’esportazione.',
  INVALID_ENVELOPE_SIGNATURE:
    'Non è stato possibile verificare la frase di recupero, quindi non viene mostrata. Ricomincia l’esportazione.',
  UNTRUSTED_SIGNER:
    'Non è stato possibile verificare la frase di recupero, quindi non viene mostrata. Contatta l’assistenza.',
  ORGANIZATION_MISMATCH:
    'Non è stato possibile verificare la frase di recupero, quindi non viene mostrata. Contatta l’assistenza.',
  EXPORT_NOT_BOUND:
    'La frase di recupero arrivata non proviene dall’esportazione che hai approvato, quindi non viene mostrata. Ricomincia l’esportazione.',
  CRYPTO_UNAVAILABLE: 'Questo browser non può proteggere un portafoglio. Usa un browser aggiornato.',
  TIMEOUT: 'L’operazione sta richiedendo troppo tempo. Controlla la connessione e riprova.',
  SERVICE_ERROR: 'Il servizio del portafoglio ha avuto un problema. Riprova.',
  SERVICE_TIMEOUT: 'Il servizio del portafoglio ha impiegato troppo a rispondere. Riprova.',
  SERVICE_UNREACHABLE: 'Non è stato possibile raggiungere il servizio del portafoglio. Riprova tra poco.',
  INIT_FAILED: 'Non è stato possibile avviare il portafoglio. Controlla la connessione e ricarica la pagina.',
  STORAGE_ERROR:
    'Questo browser non è riuscito a salvare la tua sessione. Verifica che l’archiviazione dei dati del sito sia consentita.',
  SESSION_KEY_UNREADABLE: 'Non è stato possibile completare l’accesso in questo browser. Riprova.',
  NO_SESSION_KEY: 'Questa sessione non può firmare. Accedi di nuovo.',
  NO_WALLET_ACCOUNT: 'Non c’è ancora un portafoglio per il tuo account.',
  PASSKEY_FAILED: 'La passkey non ha funzionato. Riprova o accedi in un altro modo.',
  OAUTH_TIMEOUT: 'La finestra di accesso ha impiegato troppo. Riprova.',
  OAUTH_STATE_LOST: 'Non è stato possibile completare l’accesso. Ricomincia.',
  OAUTH_NONCE_MISMATCH: 'Non è stato possibile verificare l’accesso. Ricomincia.',
  OAUTH_FAILED: 'L’accesso con quell’account non ha funzionato. Riprova o accedi in un altro modo.',
  ABORTED: 'Interrotto.',
  UNSUPPORTED: 'Questo browser non lo supporta. Prova in un altro modo o con un altro browser.',
  INVALID_INPUT: 'Qualcosa che hai inserito non è valido. Controlla e riprova.',
  UNAUTHORIZED: 'Non è stato accettato. Accedi di nuovo e riprova.',
  FORBIDDEN: 'Non hai l’autorizzazione per farlo con questo portafoglio.',
  NOT_FOUND: 'Non trovato. Potrebbe essere stato rimosso; ricarica la pagina e riprova.',
  CONFLICT: 'Nel frattempo è cambiato qualcosa. Ricarica la pagina e riprova.',
  SERVICE_UNAVAILABLE: 'Il servizio del portafoglio è occupato o non disponibile. Riprova tra poco.',
  INTERNAL_ERROR: 'Il servizio del portafoglio ha avuto un problema. Riprova.',
  PERMISSION_DENIED: 'Non hai l’autorizzazione per farlo con questo portafoglio.',
  ACCOUNT_CLOSED: 'Questo conto è chiuso.',
  ACCOUNT_NOT_ACTIVE: 'Questo conto non è ancora attivo, quindi non può inviare né ricevere.',
  QUOTE_EXECUTION_FAILED:
    'Non è stato possibile inviare il pagamento. Non è uscito nulla dal tuo portafoglio: chiedi un nuovo preventivo e riprova.',
  CURRENCY_MISMATCH:
    'Questi conti usano valute diverse da quelle del preventivo. Chiedi un nuovo preventivo.',
  CURRENCY_NOT_SUPPORTED: 'Questa valuta non è supportata.',
  UNSUPPORTED_CURRENCY_PAIR: 'Gli invii tra queste due valute non sono supportati.',
  SAME_ACCOUNT: 'Non puoi inviare denaro allo stesso conto da cui parte.',
} as const satisfies Record<PersonErrorCode, string>;
