import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'compte bancaire américain',
  US_ACCOUNT: 'compte bancaire américain',
  AED_ACCOUNT: 'compte bancaire émirien',
  BRL_ACCOUNT: 'compte Pix brésilien',
  EUR_ACCOUNT: 'compte bancaire en euros',
  SPARK_WALLET: 'portefeuille Spark',
};

const statuses: Record<string, string> = {
  CREATED: 'Commencé',
  PENDING: 'En attente d’envoi',
  PROCESSING: 'En cours',
  COMPLETED: 'Terminé',
  REJECTED: 'Refusé par la banque destinataire et remboursé',
  FAILED: 'Échoué',
  REFUNDED: 'Remboursé',
  EXPIRED: 'Expiré avant l’envoi',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'L’adresse de réception n’a pas pu être jointe.',
  PAY_REQUEST_FAILED: 'Le destinataire n’a pas accepté la demande de paiement.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'La plateforme n’a pas pu approuver le paiement.',
  PAYMENT_APPROVAL_TIMED_OUT: 'La plateforme n’a pas approuvé le paiement à temps.',
  OFFRAMP_FAILED: 'L’argent n’a pas pu être versé sur le compte destinataire.',
  MISSING_MANDATORY_PAYEE_DATA:
    'Il manquait des informations sur le bénéficiaire exigées par le destinataire.',
  QUOTE_EXPIRED: 'Le devis a expiré avant le paiement.',
  QUOTE_EXECUTION_FAILED: 'Le paiement n’a pas pu être effectué.',
};

const fundingFields: Record<string, string> = {
  bankName: 'Banque',
  accountNumber: 'Numéro de compte',
  routingNumber: 'Code d’acheminement',
  iban: 'IBAN',
  swiftCode: 'Code SWIFT',
  reference: 'Référence (à indiquer avec le virement)',
  address: 'Adresse',
  paymentRails: 'Moyens de paiement',
};

/** The French terms of `<kh-balance>` and `<kh-activity>` (part of the complete French catalogue). */
export const frWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'Solde',
  balanceSignedOut: 'Connectez-vous pour voir votre solde.',
  balanceUnreachable:
    'Votre solde ne peut pas être affiché pour le moment : le service du portefeuille est injoignable.',
  balanceNone: 'Ce portefeuille n’a pas encore de compte.',

  activityTitle: 'Activité',
  activitySignedOut: 'Connectez-vous pour voir vos paiements.',
  activityUnreachable:
    'Vos paiements ne peuvent pas être affichés pour le moment : le service du portefeuille est injoignable.',
  activityEmpty: 'Aucun paiement pour l’instant.',
  activityMore: 'Afficher les paiements plus anciens',
  activitySent: (who) => `Envoyé à ${who}`,
  activityReceived: (who) => `Reçu de ${who}`,
  activitySomeone: 'un autre compte',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'compte bancaire';
    return masked === undefined ? `votre ${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `Vous avez envoyé ${amount}`,
  activityAmountReceived: (amount) => `Reçu par le destinataire : ${amount}`,
  transactionStatus: (status) => statuses[status] ?? 'Statut inconnu',
  transactionFailure: (reason) => failures[reason] ?? 'Le paiement n’a pas pu aboutir.',
  activityUpdated: (status, who) => `${who} : ${status}.`,

  receiveTitle: 'Recevoir',
  receiveSignedOut: 'Connectez-vous pour voir comment être payé.',
  receiveUnreachable:
    'Vos coordonnées de réception ne peuvent pas être affichées pour le moment : le service du portefeuille est injoignable.',
  receiveAddressLabel: 'Votre adresse UMA : n’importe qui peut vous payer avec.',
  receiveQrLabel: (address) => `Code QR de votre adresse UMA ${address}`,
  receiveCopy: 'Copier l’adresse',
  receiveCopied: 'L’adresse a été copiée dans le presse-papiers.',
  receiveCopyFailed: 'L’adresse n’a pas pu être copiée : sélectionnez-la et copiez-la vous-même.',
  receiveNoAddress: 'Ce portefeuille n’a pas encore d’adresse UMA.',
  receiveFundingTitle: 'Ou ajoutez de l’argent depuis un compte bancaire',
  receiveFundingField: (field) => fundingFields[field] ?? field,
  // <kh-send> (kept together)
  sendTitle: 'Envoyer de l’argent',
  sendSignedOut: 'Connectez-vous pour envoyer de l’argent.',
  sendUnreachable:
    'Aucun paiement n’est possible pour le moment : le service du portefeuille est injoignable.',
  sendNoPayees: 'Vous n’avez encore aucun bénéficiaire : ajoutez d’abord le compte bancaire à payer.',
  sendPayeeLabel: 'Payer',
  sendPayeeOption: (payee, currency) => `${payee} (${currency})`,
  sendAmountLabel: 'Montant',
  sendSideLegend: 'Le montant est',
  sendSideSending: (currency) => `Ce que vous envoyez (${currency})`,
  sendSideReceiving: (currency) => `Ce qu’il ou elle reçoit (${currency})`,
  sendQuoteButton: 'Obtenir un devis',
  sendQuoting: 'Demande du devis…',
  sendAmountFormat: (currency, example) => `Saisissez un montant en ${currency}, par exemple ${example}.`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `Les montants en ${currency} n’ont pas de décimales.`
      : `Les montants en ${currency} ont au plus ${decimals} décimales.`,
  sendAmountZero: 'Saisissez un montant supérieur à zéro.',
  sendAmountLarge: 'Ce montant dépasse ce qu’un paiement peut être.',
  sendYouSend: 'Vous envoyez',
  sendFees: 'Frais (inclus)',
  sendTheyReceive: 'Le bénéficiaire reçoit',
  sendRateLabel: 'Taux',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'Devis valable encore',
  sendTimeLeft: (m, s) => `${m}:${String(s).padStart(2, '0')}`,
  sendQuoteRenewed: 'Le devis a expiré : en voici un nouveau.',
  sendQuoteUnreachable:
    'Pas de devis : le service du portefeuille est injoignable. Réessayez dans un instant.',
  sendButton: (amount) => `Envoyer ${amount}`,
  sendChange: 'Modifier',
  sendApproving: 'Approuvez le paiement dans la fenêtre.',
  sendDeclined: 'Vous avez refusé le paiement. Rien n’a été signé ni envoyé.',
  sendRefused: 'Vous avez signé le paiement, mais le service l’a refusé : rien n’a été envoyé.',
  sendUnreachableMidway:
    'Le paiement n’a pas pu être envoyé : le service du portefeuille est injoignable. Rien n’a été envoyé ; réessayez dans un instant.',
  sendFollowing: (status) => `Paiement envoyé. ${status}…`,
  sendFollowUnreachable:
    'Le paiement a été envoyé, mais son avancement ne peut pas être lu pour le moment : le service du portefeuille est injoignable. Nouvel essai en cours…',
  sendCompleted: (amount, payee) => `C’est fait : ${payee} a reçu ${amount}.`,
  sendFailed: (status, reason) => `Le paiement n’a pas abouti (${status.toLowerCase()}). ${reason}`,
  sendAnother: 'Envoyer un autre paiement',
};
