import { formatNumber } from '../format.js';
import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'conto bancario statunitense',
  US_ACCOUNT: 'conto bancario statunitense',
  AED_ACCOUNT: 'conto bancario negli Emirati Arabi Uniti',
  BRL_ACCOUNT: 'conto Pix brasiliano',
  EUR_ACCOUNT: 'conto bancario in euro',
  SPARK_WALLET: 'portafoglio Spark',
};

const statuses: Record<string, string> = {
  CREATED: 'Avviato',
  PENDING: 'In attesa di invio',
  PROCESSING: 'In corso',
  COMPLETED: 'Completato',
  REJECTED: 'Rifiutato dalla banca del destinatario e rimborsato',
  FAILED: 'Non riuscito',
  REFUNDED: 'Rimborsato',
  EXPIRED: 'Scaduto prima dell’invio',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'Non è stato possibile raggiungere l’indirizzo di destinazione.',
  PAY_REQUEST_FAILED: 'Il destinatario non ha accettato la richiesta di pagamento.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'La piattaforma non è riuscita ad approvare il pagamento.',
  PAYMENT_APPROVAL_TIMED_OUT: 'La piattaforma non ha approvato il pagamento in tempo.',
  OFFRAMP_FAILED: 'Non è stato possibile accreditare il denaro sul conto di destinazione.',
  MISSING_MANDATORY_PAYEE_DATA: 'Mancavano dati sul beneficiario richiesti dal destinatario.',
  QUOTE_EXPIRED: 'Il preventivo è scaduto prima del pagamento.',
  QUOTE_EXECUTION_FAILED: 'Non è stato possibile eseguire il pagamento.',
};

const fundingFields: Record<string, string> = {
  bankName: 'Banca',
  accountNumber: 'Numero di conto',
  routingNumber: 'Codice di instradamento (ABA)',
  iban: 'IBAN',
  swiftCode: 'Codice SWIFT',
  reference: 'Causale (indicala nel bonifico)',
  address: 'Indirizzo',
  paymentRails: 'Metodi di pagamento',
};

const plural = new Intl.PluralRules('it');
/** A count with its noun: the singular or the plural form, the number in Italian's digits. */
const count = (n: number, one: string, other: string): string =>
  plural.select(n) === 'one' ? one : other.replace('#', formatNumber(n, 'it'));

/** The quote's countdown, m:ss, in Italian's digits. */
const clock = (m: number, s: number): string =>
  `${formatNumber(m, 'it')}:${formatNumber(s, 'it', { minimumIntegerDigits: 2 })}`;

/** The Italian terms of the money elements (part of the complete Italian catalogue). */
export const itWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'Saldo',
  balanceSignedOut: 'Accedi per vedere il tuo saldo.',
  balanceUnreachable:
    'Al momento non è possibile mostrare il tuo saldo: il servizio del portafoglio non è raggiungibile.',
  balanceNone: 'Questo portafoglio non ha ancora un conto.',

  activityTitle: 'Attività',
  activitySignedOut: 'Accedi per vedere i tuoi pagamenti.',
  activityUnreachable:
    'Al momento non è possibile mostrare i tuoi pagamenti: il servizio del portafoglio non è raggiungibile.',
  activityEmpty: 'Nessun pagamento per ora.',
  activityMore: 'Mostra pagamenti precedenti',
  activitySent: (who) => `Inviato a ${who}`,
  activityReceived: (who) => `Ricevuto da ${who}`,
  activitySomeone: 'un altro conto',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'conto bancario';
    return masked === undefined ? `il tuo ${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `Hai inviato ${amount}`,
  activityAmountReceived: (amount) => `Il destinatario ha ricevuto ${amount}`,
  transactionStatus: (status) => statuses[status] ?? 'Stato sconosciuto',
  transactionFailure: (reason) => failures[reason] ?? 'Non è stato possibile completare il pagamento.',
  activityUpdated: (status, who) => `${who}: ${status}.`,

  receiveTitle: 'Ricevi',
  receiveSignedOut: 'Accedi per vedere dove puoi ricevere pagamenti.',
  receiveUnreachable:
    'Al momento non è possibile mostrare i tuoi dati per ricevere pagamenti: il servizio del portafoglio non è raggiungibile.',
  receiveAddressLabel: 'Il tuo indirizzo UMA: chiunque può pagarti con questo indirizzo.',
  receiveQrLabel: (address) => `Codice QR del tuo indirizzo UMA ${address}`,
  receiveCopy: 'Copia indirizzo',
  receiveCopied: 'L’indirizzo è stato copiato negli appunti.',
  receiveCopyFailed: 'Non è stato possibile copiare l’indirizzo: selezionalo e copialo tu.',
  receiveNoAddress: 'Questo portafoglio non ha ancora un indirizzo UMA.',
  receiveFundingTitle: 'Oppure aggiungi denaro da un conto bancario',
  receiveFundingField: (field) => fundingFields[field] ?? field,

  // <kh-send> (kept together)
  sendTitle: 'Invia denaro',
  sendSignedOut: 'Accedi per inviare denaro.',
  sendUnreachable:
    'Al momento non è possibile effettuare pagamenti: il servizio del portafoglio non è raggiungibile.',
  sendNoPayees: 'Non hai ancora beneficiari: aggiungi prima il conto bancario che vuoi pagare.',
  sendPayeeLabel: 'Paga a',
  sendPayeeOption: (payee, currency) => `${payee} (${currency})`,
  sendAmountLabel: 'Importo',
  sendSideLegend: 'L’importo è',
  sendSideSending: (currency) => `Quanto invii (${currency})`,
  sendSideReceiving: (currency) => `Quanto riceve il beneficiario (${currency})`,
  sendQuoteButton: 'Ottieni un preventivo',
  sendQuoting: 'Richiesta del preventivo…',
  sendAmountFormat: (currency, example) => `Inserisci un importo in ${currency}, ad esempio ${example}.`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `Gli importi in ${currency} non hanno decimali.`
      : `Gli importi in ${currency} hanno al massimo ${count(decimals, 'un decimale', '# decimali')}.`,
  sendAmountZero: 'Inserisci un importo maggiore di zero.',
  sendAmountLarge: 'Questo importo supera il massimo possibile per un pagamento.',
  sendYouSend: 'Invii',
  sendFees: 'Commissioni (incluse)',
  sendTheyReceive: 'Il beneficiario riceve',
  sendRateLabel: 'Tasso di cambio',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'Preventivo valido ancora per',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: 'Il preventivo è scaduto: eccone uno nuovo.',
  sendQuoteUnreachable:
    'Nessun preventivo: il servizio del portafoglio non è raggiungibile. Riprova tra un momento.',
  sendButton: (amount) => `Invia ${amount}`,
  sendChange: 'Modifica',
  sendApproving: 'Approva il pagamento nella finestra.',
  sendDeclined: 'Hai rifiutato il pagamento. Non è stato firmato né inviato nulla.',
  sendRefused: 'Hai firmato il pagamento, ma il servizio lo ha rifiutato: non è stato inviato nulla.',
  sendUnreachableMidway:
    'Non è stato possibile inviare il pagamento: il servizio del portafoglio non è raggiungibile. Non è stato inviato nulla; riprova tra un momento.',
  sendFollowing: (status) => `Pagamento inviato. ${status}…`,
  sendFollowUnreachable:
    'Il pagamento è stato inviato, ma al momento non è possibile seguirne l’avanzamento: il servizio del portafoglio non è raggiungibile. Nuovo tentativo in corso…',
  sendCompleted: (amount, payee) => `Fatto: ${payee} ha ricevuto ${amount}.`,
  sendFailed: (status, reason) =>
    `Il pagamento non è andato a buon fine (${status.toLowerCase()}). ${reason}`,
  sendAnother: 'Invia un altro pagamento',
};
