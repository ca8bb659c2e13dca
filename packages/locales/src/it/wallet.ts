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
};
