import { formatNumber } from '../format.js';
import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'US-Bankkonto',
  US_ACCOUNT: 'US-Bankkonto',
  AED_ACCOUNT: 'Bankkonto in den VAE',
  BRL_ACCOUNT: 'brasilianisches Pix-Konto',
  EUR_ACCOUNT: 'Euro-Bankkonto',
  SPARK_WALLET: 'Spark-Wallet',
};

/** "Ihr Bankkonto", "Ihre Spark-Wallet": the possessive agrees with the account's gender. */
const yours = (kind: string): string => (kind.endsWith('Wallet') ? `Ihre ${kind}` : `Ihr ${kind}`);

const statuses: Record<string, string> = {
  CREATED: 'Begonnen',
  PENDING: 'Wartet auf Versand',
  PROCESSING: 'Unterwegs',
  COMPLETED: 'Abgeschlossen',
  REJECTED: 'Von der Empfängerbank abgelehnt und erstattet',
  FAILED: 'Fehlgeschlagen',
  REFUNDED: 'Erstattet',
  EXPIRED: 'Vor dem Versand abgelaufen',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'Die Empfangsadresse war nicht erreichbar.',
  PAY_REQUEST_FAILED: 'Die Empfängerseite hat die Zahlungsanfrage nicht angenommen.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'Die Plattform konnte die Zahlung nicht freigeben.',
  PAYMENT_APPROVAL_TIMED_OUT: 'Die Plattform hat die Zahlung nicht rechtzeitig freigegeben.',
  OFFRAMP_FAILED: 'Das Geld konnte nicht auf das Empfängerkonto ausgezahlt werden.',
  MISSING_MANDATORY_PAYEE_DATA:
    'Angaben zum Zahlungsempfänger, die die Empfängerseite verlangt, haben gefehlt.',
  QUOTE_EXPIRED: 'Das Angebot ist abgelaufen, bevor die Zahlung ausgeführt wurde.',
  QUOTE_EXECUTION_FAILED: 'Die Zahlung konnte nicht ausgeführt werden.',
};

const fundingFields: Record<string, string> = {
  bankName: 'Bank',
  accountNumber: 'Kontonummer',
  routingNumber: 'Routing-Nummer',
  iban: 'IBAN',
  swiftCode: 'SWIFT-Code',
  reference: 'Verwendungszweck (bei der Überweisung angeben)',
  address: 'Adresse',
  paymentRails: 'Zahlungswege',
};

const plural = new Intl.PluralRules('de');
/** A count with its noun: the singular or the plural form, the number in German's digits. */
const count = (n: number, one: string, other: string): string =>
  plural.select(n) === 'one' ? one : other.replace('#', formatNumber(n, 'de'));

/** The quote's countdown, m:ss, in German's digits. */
const clock = (m: number, s: number): string =>
  `${formatNumber(m, 'de')}:${formatNumber(s, 'de', { minimumIntegerDigits: 2 })}`;

/** The German terms of `<kh-balance>`, `<kh-activity>`, `<kh-receive>` and `<kh-send>` (part of the complete German catalogue). */
export const deWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'Kontostand',
  balanceSignedOut: 'Melden Sie sich an, um Ihren Kontostand zu sehen.',
  balanceUnreachable:
    'Ihr Kontostand kann gerade nicht angezeigt werden: Der Wallet-Dienst ist nicht erreichbar.',
  balanceNone: 'Diese Wallet hat noch kein Konto.',

  activityTitle: 'Aktivität',
  activitySignedOut: 'Melden Sie sich an, um Ihre Zahlungen zu sehen.',
  activityUnreachable:
    'Ihre Zahlungen können gerade nicht angezeigt werden: Der Wallet-Dienst ist nicht erreichbar.',
  activityEmpty: 'Noch keine Zahlungen.',
  activityMore: 'Ältere Zahlungen anzeigen',
  activitySent: (who) => `Gesendet an ${who}`,
  activityReceived: (who) => `Erhalten von ${who}`,
  activitySomeone: 'einem anderen Konto',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'Bankkonto';
    return masked === undefined ? yours(kind) : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `Sie haben ${amount} gesendet`,
  activityAmountReceived: (amount) => `Beim Empfänger angekommen: ${amount}`,
  transactionStatus: (status) => statuses[status] ?? 'Status unbekannt',
  transactionFailure: (reason) => failures[reason] ?? 'Die Zahlung konnte nicht abgeschlossen werden.',
  activityUpdated: (status, who) => `${who}: ${status}.`,

  receiveTitle: 'Empfangen',
  receiveSignedOut: 'Melden Sie sich an, um zu sehen, wie Sie Zahlungen empfangen können.',
  receiveUnreachable:
    'Ihre Empfangsdaten können gerade nicht angezeigt werden: Der Wallet-Dienst ist nicht erreichbar.',
  receiveAddressLabel: 'Ihre UMA-Adresse: Jeder kann Ihnen damit Geld senden.',
  receiveQrLabel: (address) => `QR-Code Ihrer UMA-Adresse ${address}`,
  receiveCopy: 'Adresse kopieren',
  receiveCopied: 'Die Adresse wurde in die Zwischenablage kopiert.',
  receiveCopyFailed:
    'Die Adresse konnte nicht kopiert werden: Markieren Sie sie und kopieren Sie sie selbst.',
  receiveNoAddress: 'Diese Wallet hat noch keine UMA-Adresse.',
  receiveFundingTitle: 'Oder Geld von einem Bankkonto einzahlen',
  receiveFundingField: (field) => fundingFields[field] ?? field,

  // <kh-send> (kept together)
  sendTitle: 'Geld senden',
  sendSignedOut: 'Melden Sie sich an, um Geld zu senden.',
  sendUnreachable: 'Zahlungen sind gerade nicht möglich: Der Wallet-Dienst ist nicht erreichbar.',
  sendNoPayees:
    'Sie haben noch keinen Zahlungsempfänger: Fügen Sie zuerst das Bankkonto hinzu, an das Sie zahlen möchten.',
  sendPayeeLabel: 'Zahlen an',
  sendPayeeOption: (payee, currency) => `${payee} (${currency})`,
  sendAmountLabel: 'Betrag',
  sendSideLegend: 'Der Betrag ist',
  sendSideSending: (currency) => `Was Sie senden (${currency})`,
  sendSideReceiving: (currency) => `Was der Empfänger erhält (${currency})`,
  sendQuoteButton: 'Angebot einholen',
  sendQuoting: 'Angebot wird eingeholt…',
  sendAmountFormat: (currency, example) =>
    `Geben Sie einen Betrag in ${currency} ein, zum Beispiel ${example}.`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `Beträge in ${currency} haben keine Nachkommastellen.`
      : `Beträge in ${currency} haben höchstens ${count(decimals, 'eine Nachkommastelle', '# Nachkommastellen')}.`,
  sendAmountZero: 'Geben Sie einen Betrag über null ein.',
  sendAmountLarge: 'Dieser Betrag ist größer, als eine Zahlung sein kann.',
  sendYouSend: 'Sie senden',
  sendFees: 'Gebühren (enthalten)',
  sendTheyReceive: 'Der Empfänger erhält',
  sendRateLabel: 'Wechselkurs',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'Angebot noch gültig für',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: 'Das Angebot war abgelaufen, hier ist ein neues.',
  sendQuoteUnreachable:
    'Kein Angebot: Der Wallet-Dienst ist nicht erreichbar. Versuchen Sie es gleich noch einmal.',
  sendButton: (amount) => `${amount} senden`,
  sendChange: 'Ändern',
  sendApproving: 'Geben Sie die Zahlung im Fenster frei.',
  sendDeclined: 'Sie haben die Zahlung abgelehnt. Es wurde nichts signiert oder gesendet.',
  sendRefused: 'Sie haben die Zahlung signiert, aber der Dienst hat sie abgelehnt: Es wurde nichts gesendet.',
  sendUnreachableMidway:
    'Die Zahlung konnte nicht gesendet werden: Der Wallet-Dienst ist nicht erreichbar. Es wurde nichts gesendet; versuchen Sie es gleich noch einmal.',
  sendFollowing: (status) => `Zahlung gesendet. ${status}…`,
  sendFollowUnreachable:
    'Die Zahlung wurde gesendet, aber ihr Fortschritt kann gerade nicht abgerufen werden: Der Wallet-Dienst ist nicht erreichbar. Neuer Versuch läuft…',
  sendCompleted: (amount, payee) => `Erledigt: ${payee} hat ${amount} erhalten.`,
  // German nouns keep their capital: the status is quoted as it is written, not lowercased.
  sendFailed: (status, reason) => `Die Zahlung ist nicht durchgegangen (Status: ${status}). ${reason}`,
  sendAnother: 'Weitere Zahlung senden',
};
