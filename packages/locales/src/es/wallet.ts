import { formatNumber } from '../format.js';
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

const plural = new Intl.PluralRules('es');
/** A count with its noun: the singular or the plural form, the number in Spanish's digits. */
const count = (n: number, one: string, other: string): string =>
  plural.select(n) === 'one' ? one : other.replace('#', formatNumber(n, 'es'));

/** The quote's countdown, m:ss, in Spanish's digits. */
const clock = (m: number, s: number): string =>
  `${formatNumber(m, 'es')}:${formatNumber(s, 'es', { minimumIntegerDigits: 2 })}`;

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

  // <kh-send> (kept together)
  sendTitle: 'Enviar dinero',
  sendSignedOut: 'Inicia sesión para enviar dinero.',
  sendUnreachable:
    'No se pueden hacer pagos en este momento: no se puede conectar con el servicio de la billetera.',
  sendNoPayees: 'Todavía no tienes destinatarios: primero agrega la cuenta bancaria a la que quieres pagar.',
  sendPayeeLabel: 'Pagar a',
  sendPayeeOption: (payee, currency) => `${payee} (${currency})`,
  sendAmountLabel: 'Monto',
  sendSideLegend: 'El monto es',
  sendSideSending: (currency) => `Lo que envías (${currency})`,
  sendSideReceiving: (currency) => `Lo que recibe el destinatario (${currency})`,
  sendQuoteButton: 'Obtener una cotización',
  sendQuoting: 'Obteniendo la cotización…',
  sendAmountFormat: (currency, example) => `Ingresa un monto en ${currency}, por ejemplo ${example}.`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `Los montos en ${currency} no llevan decimales.`
      : `Los montos en ${currency} llevan como máximo ${count(decimals, 'un decimal', '# decimales')}.`,
  sendAmountZero: 'Ingresa un monto mayor que cero.',
  sendAmountLarge: 'Este monto supera lo que puede ser un pago.',
  sendYouSend: 'Envías',
  sendFees: 'Comisiones (incluidas)',
  sendTheyReceive: 'El destinatario recibe',
  sendRateLabel: 'Tipo de cambio',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'Cotización válida por',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: 'La cotización venció, así que aquí tienes una nueva.',
  sendQuoteUnreachable:
    'No hay cotización: no se puede conectar con el servicio de la billetera. Inténtalo de nuevo en un momento.',
  sendButton: (amount) => `Enviar ${amount}`,
  sendChange: 'Cambiar',
  sendApproving: 'Aprueba el pago en la ventana.',
  sendDeclined: 'Rechazaste el pago. No se firmó ni se envió nada.',
  sendRefused: 'Firmaste el pago, pero el servicio lo rechazó: no se envió nada.',
  sendUnreachableMidway:
    'No se pudo enviar el pago: no se puede conectar con el servicio de la billetera. No se envió nada; inténtalo de nuevo en un momento.',
  sendFollowing: (status) => `Pago enviado. ${status}…`,
  sendFollowUnreachable:
    'El pago se envió, pero no podemos ver cómo avanza en este momento: no se puede conectar con el servicio de la billetera. Lo seguimos intentando…',
  sendCompleted: (amount, payee) => `Listo: ${payee} recibió ${amount}.`,
  sendFailed: (status, reason) => `El pago no se realizó (${status.toLowerCase()}). ${reason}`,
  sendAnother: 'Enviar otro pago',
};
