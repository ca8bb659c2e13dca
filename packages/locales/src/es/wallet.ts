import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'cuenta bancaria de EE. UU.',
  US_ACCOUNT: 'cuenta bancaria de EE. UU.',
  AED_ACCOUNT: 'cuenta bancaria de los Emiratos Árabes Unidos',
  BRL_ACCOUNT: 'cuenta Pix de Brasil',
  EUR_ACCOUNT: 'cuenta bancaria en euros',
  SPARK_WALLET: 'billetera Spark',
};

const statuses: Record<string, string> = {
  CREATED: 'Iniciado',
  PENDING: 'Pendiente de envío',
  PROCESSING: 'En camino',
  COMPLETED: 'Completado',
  REJECTED: 'Rechazado por el banco de destino y reembolsado',
  FAILED: 'Fallido',
  REFUNDED: 'Reembolsado',
  EXPIRED: 'Venció antes del envío',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'No se pudo contactar la dirección de destino.',
  PAY_REQUEST_FAILED: 'El destino no aceptó la solicitud de pago.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'La plataforma no pudo aprobar el pago.',
  PAYMENT_APPROVAL_TIMED_OUT: 'La plataforma no aprobó el pago a tiempo.',
  OFFRAMP_FAILED: 'No se pudo depositar el dinero en la cuenta de destino.',
  MISSING_MANDATORY_PAYEE_DATA: 'Faltaban datos del beneficiario que exige el destino.',
  QUOTE_EXPIRED: 'La cotización venció antes de realizar el pago.',
  QUOTE_EXECUTION_FAILED: 'No se pudo realizar el pago.',
};

const fundingFields: Record<string, string> = {
  bankName: 'Banco',
  accountNumber: 'Número de cuenta',
  routingNumber: 'Número de ruta (ABA)',
  iban: 'IBAN',
  swiftCode: 'Código SWIFT',
  reference: 'Referencia (inclúyela en la transferencia)',
  address: 'Dirección',
  paymentRails: 'Formas de pago',
};

/** The Spanish terms of the money elements (part of the complete Spanish catalogue). */
export const esWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'Saldo',
  balanceSignedOut: 'Inicia sesión para ver tu saldo.',
  balanceUnreachable:
    'No podemos mostrar tu saldo en este momento: no se puede conectar con el servicio de la billetera.',
  balanceNone: 'Esta billetera todavía no tiene una cuenta.',

  activityTitle: 'Actividad',
  activitySignedOut: 'Inicia sesión para ver tus pagos.',
  activityUnreachable:
    'No podemos mostrar tus pagos en este momento: no se puede conectar con el servicio de la billetera.',
  activityEmpty: 'Todavía no hay pagos.',
  activityMore: 'Ver pagos anteriores',
  activitySent: (who) => `Enviado a ${who}`,
  activityReceived: (who) => `Recibido de ${who}`,
  activitySomeone: 'otra cuenta',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'cuenta bancaria';
    return masked === undefined ? `tu ${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `Enviaste ${amount}`,
  activityAmountReceived: (amount) => `El destinatario recibió ${amount}`,
  transactionStatus: (status) => statuses[status] ?? 'Estado desconocido',
  transactionFailure: (reason) => failures[reason] ?? 'No se pudo completar el pago.',
  activityUpdated: (status, who) => `${who}: ${status}.`,

  receiveTitle: 'Recibir',
  receiveSignedOut: 'Inicia sesión para ver dónde pueden pagarte.',
  receiveUnreachable:
    'No podemos mostrar tus datos para recibir pagos en este momento: no se puede conectar con el servicio de la billetera.',
  receiveAddressLabel: 'Tu dirección UMA: cualquiera puede pagarte con ella.',
  receiveQrLabel: (address) => `Código QR de tu dirección UMA ${address}`,
  receiveCopy: 'Copiar dirección',
  receiveCopied: 'Se copió la dirección en el portapapeles.',
  receiveCopyFailed: 'No se pudo copiar la dirección: selecciónala y cópiala tú.',
  receiveNoAddress: 'Esta billetera todavía no tiene una dirección UMA.',
  receiveFundingTitle: 'O agrega dinero desde una cuenta bancaria',
  receiveFundingField: (field) => fundingFields[field] ?? field,
};
