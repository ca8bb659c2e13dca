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
};
