import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { esWalletMoneyTerms } from './wallet.js';
import { esErrorMessages } from './errors.js';

const typeNames: Record<string, string> = {
  PASSKEY: 'llave de acceso',
  EMAIL_OTP: 'código por correo',
  OAUTH: 'cuenta vinculada',
};

const typeName = (type: string): string => typeNames[type] ?? 'método de inicio de sesión';

/** The credential types whose noun is feminine ("una llave de acceso", "esta cuenta vinculada"). */
const feminine = new Set(['PASSKEY', 'OAUTH']);

/** "una llave de acceso", "un código por correo": the article agrees with the credential type. */
const withArticle = (type: string): string => `${feminine.has(type) ? 'una' : 'un'} ${typeName(type)}`;

/** "esta llave de acceso", "este código por correo". */
const withThis = (type: string): string => `${feminine.has(type) ? 'esta' : 'este'} ${typeName(type)}`;

/** The service's external account types in words (§2.7); others read as "cuenta". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'cuenta bancaria de EE. UU.',
  US_ACCOUNT: 'cuenta bancaria de EE. UU.',
  AED_ACCOUNT: 'cuenta bancaria de los Emiratos Árabes Unidos',
  BRL_ACCOUNT: 'cuenta Pix de Brasil',
  SPARK_WALLET: 'billetera Spark',
};

const plural = new Intl.PluralRules('es');
const number = new Intl.NumberFormat('es');
/** A count in words' company: the singular or the plural form, the number written for Spanish. */
const count = (n: number, one: string, other: string): string =>
  plural.select(n) === 'one' ? one : other.replace('#', number.format(n));

/**
 * The Spanish catalogue (neutral, friendly to Latin America; "tú" as Apple's and Google's Spanish),
 * complete (typed `CompleteCopy`: a term or an error code left out is a type error). Pure data:
 * `@keyhold/elements/locales/es` registers it.
 */
export const es: CompleteCopy = {
  cancel: 'Cancelar',
  close: 'Cerrar',
  retry: 'Reintentar',
  working: 'Procesando…',
  expiresIn: (seconds) => `Vence en ${minutesSeconds(seconds, 'es')}`,
  expired: 'Vencida',
  errorGeneric: 'Algo salió mal. Vuelve a intentarlo.',
  errorMessages: esErrorMessages,
  credentialType: typeName,

  otpLabel: (length) => count(length, 'Código de 1 dígito', 'Código de # dígitos'),
  otpDigitLabel: (index, length) => `Dígito ${number.format(index)} de ${number.format(length)}`,
  otpResend: 'Enviar un código nuevo',
  otpResendIn: (seconds) => `Podrás pedir un código nuevo en ${minutesSeconds(seconds, 'es')}`,
  otpMissing: 'Ingresa el código.',
  otpIncomplete: (length) => count(length, 'Ingresa el dígito.', 'Ingresa los # dígitos.'),
  otpLocked:
    'Demasiados códigos incorrectos: este código ya no funciona y el inicio de sesión con este correo está en pausa por un tiempo. Pide un código nuevo cuando el botón esté disponible.',

  approveTitle: 'Aprobar con tu billetera',
  approveIntro: 'Revisa lo que vas a firmar. No se firma nada hasta que lo apruebes.',
  approveOperation: (operation, type) => {
    const what = type === undefined ? 'un método de inicio de sesión' : withArticle(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Agregar ${what} a tu billetera`;
      case 'REVOKE_CREDENTIAL':
        return `Quitar ${what} de tu billetera`;
      case 'REVOKE_SESSION':
        return 'Cerrar una sesión de tu billetera';
      case 'REVOKE_SESSIONS':
        return 'Cerrar tus otras sesiones';
      case 'EXPORT_WALLET':
        return 'Exportar la frase de recuperación de tu billetera';
      case 'EXECUTE_QUOTE':
        return 'Enviar el pago de esta cotización';
      default:
        return 'Firmar esta solicitud';
    }
  },
  approvePayloadLabel: 'Lo que se firmará',
  approveExactText: 'Texto exacto firmado',
  approveExpiredNotice: 'Esta solicitud venció antes de ser aprobada. Ciérrala y vuelve a empezar.',
  approveButton: 'Aprobar y firmar',
  approveBusy: 'Firmando…',
  rejectButton: 'Rechazar',
  approveEffect: (operation, type) => {
    const what = type === undefined ? 'este método de inicio de sesión' : withThis(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Podrás iniciar sesión en tu billetera con ${what}.`;
      case 'REVOKE_CREDENTIAL':
        return `Ya no podrás iniciar sesión con ${what}; sus sesiones se cierran.`;
      case 'REVOKE_SESSION':
        return 'Esa sesión se cierra de inmediato: quien la esté usando deberá volver a iniciar sesión.';
      case 'REVOKE_SESSIONS':
        return 'Cada una de esas sesiones se cierra de inmediato: quien use alguna deberá volver a iniciar sesión. Cada cierre se firma por separado.';
      case 'EXPORT_WALLET':
        return 'Tu frase de recuperación se enviará cifrada a este navegador y solo se mostrará cuando decidas verla.';
      case 'EXECUTE_QUOTE':
        return 'El dinero sale de tu billetera en cuanto lo apruebas. No se puede deshacer.';
      default:
        return 'Revisa los detalles a continuación antes de aprobar.';
    }
  },
  approveWaitingReauth: 'Esperando a que vuelvas a iniciar sesión…',
  approveSignedRefused:
    'Aprobaste y firmaste, pero el servicio lo rechazó: no tuvo ningún efecto. Cierra esto y vuelve a empezar.',
  quoteSend: 'Envías',
  quoteReceive: 'El destinatario recibe',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: 'Tasa de cambio',
  quoteFees: 'Comisiones (incluidas)',
  quoteDestination: 'Para',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'cuenta';
    return masked === undefined
      ? `La ${kind} de tu beneficiario`
      : `${kind[0]!.toUpperCase()}${kind.slice(1)} ${masked}`;
  },
  quoteExpires: 'La cotización vence',

  loading: 'Cargando…',
  noWallet: 'No hay ninguna billetera conectada.',
  signInFirst: 'Inicia sesión para administrar tu billetera.',
  formatDate: formatDateIn,

  signInTitle: 'Inicia sesión en tu billetera',
  storageCleared:
    'Se cerró tu sesión porque este navegador borró los datos guardados de este sitio. Vuelve a iniciar sesión para continuar.',
  reauthTitle: 'Confirma que eres tú',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'Tu sesión terminó. Vuelve a iniciar sesión para continuar.'
      : `Tu sesión terminó. Vuelve a iniciar sesión con tu ${typeName(type)}${nickname ? ` (${nickname})` : ''} para continuar.`,
  reauthOtherCredential: 'Para continuar, inicia sesión con un método distinto del que estás quitando.',
  signInPasskey: 'Iniciar sesión con una llave de acceso',
  createPasskey: 'Crear una llave de acceso',
  passkeyNameLabel: 'Nombre de esta llave de acceso',
  passkeyNameDefault: 'Mi llave de acceso',
  passkeyCreateButton: 'Crear llave de acceso',
  back: 'Atrás',
  emailLabel: 'Correo electrónico',
  emailSubmit: 'Enviarme un código por correo',
  orDivider: 'o',
  codeSentTo: (email) => `Enviamos un código de 6 dígitos a ${email}.`,
  codeRecentlySent: (email) =>
    `Hace un momento enviamos un código a ${email}. Usa ese código o pide uno nuevo en unos instantes.`,
  useDifferentEmail: 'Usar otro correo',
  verifyButton: 'Verificar código',
  signedInAs: (name) => `Sesión iniciada con ${name}.`,
  addNeedsSignIn: (type) =>
    `Esta billetera todavía no tiene ${withArticle(type)} para eso. Inicia sesión con un método que ya tenga y luego agrega el nuevo desde tus métodos de inicio de sesión.`,

  reauthCancel: 'Cancelar',

  credentialsTitle: 'Métodos de inicio de sesión',
  credentialsEmpty: 'Todavía no hay métodos de inicio de sesión.',
  credentialCreated: (date) => `Agregado ${date}`,
  credentialCurrent: 'En uso por esta sesión',
  credentialRemove: 'Quitar',
  credentialRemoveLabel: (name) => `Quitar ${name}`,
  addPasskey: 'Agregar una llave de acceso',
  addEmail: 'Agregar un correo',
  addEmailLabel: 'Correo electrónico que quieres agregar',
  addButton: 'Agregar',
  credentialAdded: (name) => `Se agregó ${name}.`,
  credentialRemoved: (name) => `Se quitó ${name}.`,
  credentialOnlyOne:
    'Es tu único método de inicio de sesión, así que no se puede quitar. Agrega otro primero.',
  credentialOneOfEach: (type) =>
    `Tu billetera ya tiene ${withArticle(type)}; una billetera admite uno de cada tipo.`,
  addOAuth: 'Vincular una cuenta',

  sessionsTitle: 'Sesiones iniciadas',
  sessionsEmpty: 'No hay sesiones activas.',
  sessionThisBrowser: 'Este navegador',
  sessionExpires: (date) => `Vence ${date}`,
  sessionCreated: (when) => `Sesión iniciada ${when}`,
  sessionLastUsedHere: (when) => `Último uso aquí: ${when}`,
  signOutOthers: 'Cerrar sesión en todos los demás lugares',
  othersSignedOut: (n) => count(n, 'Se cerró otra sesión.', 'Se cerraron otras # sesiones.'),
  signOutOthersList: (n) =>
    count(n, 'Se cerrará esta sesión:', 'Se cerrarán estas # sesiones, cada una con su propia firma:'),
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return count(
        total,
        'No se pudo cerrar la otra sesión:',
        'No se pudo cerrar ninguna de las otras # sesiones:',
      );
    const done = count(
      ended,
      `Se cerró 1 de ${number.format(total)} sesiones`,
      `Se cerraron # de ${number.format(total)} sesiones`,
    );
    return `${done}; ${count(failed, 'no se pudo cerrar 1', 'no se pudieron cerrar #')}:`;
  },
  sessionNotSignedOut: (session, reason) => `${session}. ${reason}`,
  sessionSignOut: 'Cerrar sesión',
  sessionSignOutLabel: (name) => `Cerrar la sesión ${name}`,
  signOutHere: 'Cerrar sesión en este navegador',
  sessionRevoked: 'Se cerró la sesión.',
  signedOut: 'Se cerró tu sesión.',

  statusActive: (name, when) => `Sesión iniciada con ${name}. La sesión termina ${when}.`,
  statusExpiring: (name, when) =>
    `Tu sesión con ${name} termina ${when}. Después, para firmar cualquier cosa tendrás que volver a iniciar sesión.`,
  statusExpired: 'Tu sesión venció. Vuelve a iniciar sesión para usar tu billetera.',
  statusRevoked:
    'Tu sesión se cerró desde otro dispositivo o navegador. Vuelve a iniciar sesión para continuar.',
  statusSignedOut: 'No has iniciado sesión en tu billetera.',
  statusSignInAgain: 'Volver a iniciar sesión',

  exportTitle: 'Exportar frase de recuperación',
  exportWarning:
    'Tu frase de recuperación da control total sobre tu billetera. Cualquiera que la vea puede quedarse con tus fondos. Asegúrate de que nadie esté mirando tu pantalla.',
  exportStart: 'Exportar frase de recuperación',
  exportReadyNotice: 'Tu frase de recuperación está lista. Permanece oculta hasta que decidas mostrarla.',
  exportReveal: 'Mostrar frase de recuperación',
  exportHide: 'Ocultar',
  exportDone: 'Listo',
  exportCopy: 'Copiar',
  exportCopied: 'Se copió en el portapapeles.',
  exportAutoHidden: 'Se ocultó la frase de recuperación. Vuelve a mostrarla para verla.',
  exportPhraseLabel: 'Frase de recuperación',
  ...esWalletMoneyTerms,
};
