import { formatDateIn, minutesSeconds } from '../format.js';
import type { CompleteCopy } from '../types.js';
import { ptWalletMoneyTerms } from './wallet.js';
import { ptErrorMessages } from './errors.js';

const typeNames: Record<string, string> = {
  PASSKEY: 'chave de acesso',
  EMAIL_OTP: 'código por e-mail',
  OAUTH: 'conta vinculada',
};

const typeName = (type: string): string => typeNames[type] ?? 'método de login';

/** The credential types whose noun is feminine ("uma chave de acesso", "esta conta vinculada"). */
const feminine = new Set(['PASSKEY', 'OAUTH']);

/** "uma chave de acesso", "um código por e-mail": the article agrees with the credential type. */
const withArticle = (type: string): string => `${feminine.has(type) ? 'uma' : 'um'} ${typeName(type)}`;

/** "esta chave de acesso", "este código por e-mail". */
const withThis = (type: string): string => `${feminine.has(type) ? 'esta' : 'este'} ${typeName(type)}`;

/** "sua chave de acesso", "seu código por e-mail". */
const withYour = (type: string): string => `${feminine.has(type) ? 'sua' : 'seu'} ${typeName(type)}`;

/** The service's external account types in words (§2.7); others read as "conta". */
const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'conta bancária nos EUA',
  US_ACCOUNT: 'conta bancária nos EUA',
  AED_ACCOUNT: 'conta bancária nos Emirados Árabes Unidos',
  BRL_ACCOUNT: 'conta Pix no Brasil',
  SPARK_WALLET: 'carteira Spark',
};

const plural = new Intl.PluralRules('pt');
const number = new Intl.NumberFormat('pt');
/** The singular or the plural form for a count, the number (`#`) written for Portuguese. */
const count = (n: number, one: string, other: string): string =>
  plural.select(n) === 'one' ? one.replace('#', number.format(n)) : other.replace('#', number.format(n));

/**
 * The Brazilian Portuguese catalogue ("você", as Apple's and Google's Brazilian Portuguese), complete
 * (typed `CompleteCopy`: a term or an error code left out is a type error). Pure data:
 * `@keyhold/elements/locales/pt` registers it (`pt`, `pt-BR`, and `pt-PT` too until a European catalogue).
 */
export const pt: CompleteCopy = {
  cancel: 'Cancelar',
  close: 'Fechar',
  retry: 'Tentar novamente',
  working: 'Processando…',
  expiresIn: (seconds) => `Expira em ${minutesSeconds(seconds, 'pt')}`,
  expired: 'Expirada',
  errorGeneric: 'Algo deu errado. Tente novamente.',
  errorMessages: ptErrorMessages,
  credentialType: typeName,

  otpLabel: (length) => count(length, 'Código de # dígito', 'Código de # dígitos'),
  otpDigitLabel: (index, length) => `Dígito ${number.format(index)} de ${number.format(length)}`,
  otpResend: 'Enviar um novo código',
  otpResendIn: (seconds) => `Você poderá pedir um novo código em ${minutesSeconds(seconds, 'pt')}`,
  otpMissing: 'Digite o código.',
  otpIncomplete: (length) => count(length, 'Digite o dígito.', 'Digite os # dígitos.'),
  otpLocked:
    'Muitos códigos incorretos: este código não funciona mais e o login com este e-mail está pausado por um tempo. Peça um novo código quando o botão estiver disponível.',

  approveTitle: 'Aprovar com sua carteira',
  approveIntro: 'Confira o que você vai assinar. Nada é assinado antes da sua aprovação.',
  approveOperation: (operation, type) => {
    const what = type === undefined ? 'um método de login' : withArticle(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Adicionar ${what} à sua carteira`;
      case 'REVOKE_CREDENTIAL':
        return `Remover ${what} da sua carteira`;
      case 'REVOKE_SESSION':
        return 'Encerrar uma sessão da sua carteira';
      case 'REVOKE_SESSIONS':
        return 'Encerrar suas outras sessões';
      case 'EXPORT_WALLET':
        return 'Exportar a frase de recuperação da sua carteira';
      case 'EXECUTE_QUOTE':
        return 'Enviar o pagamento desta cotação';
      default:
        return 'Assinar esta solicitação';
    }
  },
  approvePayloadLabel: 'O que será assinado',
  approveExactText: 'Texto exato assinado',
  approveExpiredNotice: 'Esta solicitação expirou antes de ser aprovada. Feche-a e comece de novo.',
  approveButton: 'Aprovar e assinar',
  approveBusy: 'Assinando…',
  rejectButton: 'Recusar',
  approveEffect: (operation, type) => {
    const what = type === undefined ? 'este método de login' : withThis(type);
    switch (operation) {
      case 'ADD_CREDENTIAL':
        return `Você poderá entrar na sua carteira com ${what}.`;
      case 'REVOKE_CREDENTIAL':
        return `Você não poderá mais entrar com ${what}; as sessões abertas desse modo são encerradas.`;
      case 'REVOKE_SESSION':
        return 'Essa sessão é encerrada na hora: quem estiver usando precisará entrar de novo.';
      case 'REVOKE_SESSIONS':
        return 'Cada uma dessas sessões é encerrada na hora: quem estiver usando alguma precisará entrar de novo. Cada encerramento é assinado separadamente.';
      case 'EXPORT_WALLET':
        return 'Sua frase de recuperação será enviada criptografada a este navegador e só aparecerá quando você decidir mostrá-la.';
      case 'EXECUTE_QUOTE':
        return 'O dinheiro sai da sua carteira assim que você aprovar. Não é possível desfazer.';
      default:
        return 'Confira os detalhes abaixo antes de aprovar.';
    }
  },
  approveWaitingReauth: 'Aguardando você entrar de novo…',
  approveSignedRefused:
    'Você aprovou e assinou, mas o serviço recusou: nada foi efetivado. Feche e comece de novo.',
  quoteSend: 'Você envia',
  quoteReceive: 'O destinatário recebe',
  quoteRate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  quoteRateLabel: 'Taxa de câmbio',
  quoteFees: 'Tarifas (incluídas)',
  quoteDestination: 'Para',
  quoteDestinationAccount: (accountType, masked) => {
    const kind = (accountType && accountNames[accountType]) || 'conta';
    return masked === undefined
      ? `A ${kind} do seu favorecido`
      : `${kind[0]!.toUpperCase()}${kind.slice(1)} ${masked}`;
  },
  quoteExpires: 'A cotação expira',

  loading: 'Carregando…',
  noWallet: 'Nenhuma carteira conectada.',
  signInFirst: 'Entre para gerenciar sua carteira.',
  formatDate: formatDateIn,

  signInTitle: 'Entrar na sua carteira',
  storageCleared:
    'Sua sessão foi encerrada porque este navegador apagou os dados salvos deste site. Entre de novo para continuar.',
  reauthTitle: 'Confirme que é você',
  reauthIntro: (type, nickname) =>
    type === undefined
      ? 'Sua sessão terminou. Entre de novo para continuar.'
      : `Sua sessão terminou. Entre de novo com ${withYour(type)}${nickname ? ` (${nickname})` : ''} para continuar.`,
  reauthOtherCredential: 'Para continuar, entre com um método de login diferente do que está sendo removido.',
  signInPasskey: 'Entrar com uma chave de acesso',
  createPasskey: 'Criar uma chave de acesso',
  passkeyNameLabel: 'Nome desta chave de acesso',
  passkeyNameDefault: 'Minha chave de acesso',
  passkeyCreateButton: 'Criar chave de acesso',
  back: 'Voltar',
  emailLabel: 'Endereço de e-mail',
  emailSubmit: 'Receber um código por e-mail',
  orDivider: 'ou',
  codeSentTo: (email) => `Enviamos um código de 6 dígitos para ${email}.`,
  codeRecentlySent: (email) =>
    `Um código foi enviado para ${email} há pouco. Use esse código ou peça um novo daqui a pouco.`,
  useDifferentEmail: 'Usar outro e-mail',
  verifyButton: 'Verificar código',
  signedInAs: (name) => `Você entrou com ${name}.`,
  addNeedsSignIn: (type) =>
    `Esta carteira ainda não tem ${withArticle(type)} para isso. Entre com um método que ela já tem e depois adicione o novo nos seus métodos de login.`,

  reauthCancel: 'Cancelar',

  credentialsTitle: 'Métodos de login',
  credentialsEmpty: 'Nenhum método de login ainda.',
  credentialCreated: (date) => `Adicionado ${date}`,
  credentialCurrent: 'Em uso nesta sessão',
  credentialRemove: 'Remover',
  credentialRemoveLabel: (name) => `Remover ${name}`,
  addPasskey: 'Adicionar uma chave de acesso',
  addEmail: 'Adicionar um e-mail',
  addEmailLabel: 'Endereço de e-mail a adicionar',
  addButton: 'Adicionar',
  credentialAdded: (name) => `Método de login adicionado: ${name}.`,
  credentialRemoved: (name) => `Método de login removido: ${name}.`,
  credentialOnlyOne:
    'Este é seu único método de login, por isso não pode ser removido. Adicione outro primeiro.',
  credentialOneOfEach: (type) =>
    `Sua carteira já tem ${withArticle(type)}; uma carteira aceita um de cada tipo.`,
  addOAuth: 'Vincular uma conta',

  sessionsTitle: 'Sessões conectadas',
  sessionsEmpty: 'Nenhuma sessão ativa.',
  sessionThisBrowser: 'Este navegador',
  sessionExpires: (date) => `Expira ${date}`,
  sessionCreated: (when) => `Login feito ${when}`,
  sessionLastUsedHere: (when) => `Último uso aqui: ${when}`,
  signOutOthers: 'Sair de todas as outras sessões',
  othersSignedOut: (n) => count(n, '# outra sessão foi encerrada.', '# outras sessões foram encerradas.'),
  signOutOthersList: (n) =>
    count(
      n,
      'Esta sessão será encerrada:',
      'Estas # sessões serão encerradas, cada uma com a própria assinatura:',
    ),
  othersSignOutPartial: (ended, total) => {
    const failed = total - ended;
    if (ended === 0)
      return count(
        total,
        'Não foi possível encerrar a outra sessão:',
        'Não foi possível encerrar nenhuma das # outras sessões:',
      );
    const of = number.format(total);
    const done = count(ended, `# de ${of} sessões foi encerrada`, `# de ${of} sessões foram encerradas`);
    return `${done}; não foi possível encerrar ${number.format(failed)}:`;
  },
  sessionNotSignedOut: (session, reason) => `${session}. ${reason}`,
  sessionSignOut: 'Encerrar',
  sessionSignOutLabel: (name) => `Encerrar a sessão ${name}`,
  signOutHere: 'Sair neste navegador',
  sessionRevoked: 'A sessão foi encerrada.',
  signedOut: 'Você saiu.',

  statusActive: (name, when) => `Você entrou com ${name}. A sessão termina ${when}.`,
  statusExpiring: (name, when) =>
    `Sua sessão com ${name} termina ${when}. Depois disso, para assinar qualquer coisa você precisará entrar de novo.`,
  statusExpired: 'Sua sessão expirou. Entre de novo para usar sua carteira.',
  statusRevoked: 'Sua sessão foi encerrada em outro dispositivo ou navegador. Entre de novo para continuar.',
  statusSignedOut: 'Você não fez login na sua carteira.',
  statusSignInAgain: 'Entrar de novo',

  exportTitle: 'Exportar frase de recuperação',
  exportWarning:
    'Sua frase de recuperação dá controle total da sua carteira. Quem a vir pode levar seus fundos. Verifique se ninguém está olhando sua tela.',
  exportStart: 'Exportar frase de recuperação',
  exportReadyNotice: 'Sua frase de recuperação está pronta. Ela fica oculta até você decidir mostrá-la.',
  exportReveal: 'Mostrar frase de recuperação',
  exportHide: 'Ocultar',
  exportDone: 'Concluído',
  exportCopy: 'Copiar',
  exportCopied: 'Copiado para a área de transferência.',
  exportAutoHidden: 'A frase de recuperação foi ocultada. Mostre-a de novo para vê-la.',
  exportPhraseLabel: 'Frase de recuperação',
  ...ptWalletMoneyTerms,
};
