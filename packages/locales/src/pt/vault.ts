import type { VaultCopy } from '../types.js';
import type { SignInCopy } from '../types.js';
import type { WindowCopy } from '../types.js';

/**
 * The vault frame's words in Brazilian Portuguese ("você"): the approval and export views (`VaultCopy`),
 * the sign-in view (`SignInCopy`) and the approval window (`WindowCopy`). Times come in words from
 * `inWords` (Intl.RelativeTimeFormat: "em 4 minutos"), amounts already formatted.
 */
export const vault: VaultCopy = {
  approveTitle: 'Aprovar no Keyhold',
  exportTitle: 'Sua frase de recuperação',
  intro: 'O Keyhold mostra o que você vai assinar. Só você pode aprovar, aqui.',
  approve: 'Aprovar',
  decline: 'Recusar',
  expiresIn: (w) => `Esta solicitação expira ${w}.`,
  expired: 'Esta solicitação expirou. Nada foi assinado.',
  declined: 'Recusada. Nada foi assinado.',
  signed: 'Aprovada.',
  exactText: 'Texto exato a assinar',
  waitingExport: 'Preparando sua exportação…',
  send: (a) => `Você envia ${a}`,
  receive: (a) => `O destinatário recebe ${a}`,
  to: (p) => `Para ${p}`,
  payeeAccount: 'a conta do favorecido',
  note: (t) => `Observação: ${t}`,
  opExecuteQuote: 'Enviar um pagamento',
  opExport: 'Mostrar sua frase de recuperação nesta janela',
  opAddEmail: (e) => `Adicionar login com código por e-mail para ${e}`,
  opAddPasskey: (n) => `Adicionar a chave de acesso “${n}”`,
  opAddOAuth: (n) => `Adicionar login com ${n}`,
  opAddCredential: 'Adicionar um método de login',
  opRevokeCredential: (n) => `Remover o método de login “${n}”`,
  opRevokeCredentialPlain: 'Remover um método de login',
  opChangeEmail: (e) => `Alterar seu e-mail para ${e}`,
  opRevokeSession: 'Encerrar uma sessão',
  opUnknown: 'Uma solicitação desconhecida: leia o texto exato abaixo antes de aprovar.',
  phraseIntro:
    'Anote estas palavras na ordem e guarde-as off-line. Quem tiver essas palavras controla sua carteira.',
  copy: 'Copiar',
  copied: 'Copiado. Em um minuto, a frase é retirada da área de transferência se ainda estiver lá.',
  copyFailed: 'Não foi possível copiar aqui: anote as palavras.',
  hide: 'Ocultar',
  show: 'Mostrar',
  done: 'Concluído',
  hiddenNotice: 'A frase está oculta.',
  exportKeyUnknown: 'Esta exportação não foi iniciada aqui, por isso foi recusada.',
  exportNotBound:
    'A frase de recuperação recebida não é da exportação que você aprovou, por isso ela não é mostrada. Comece a exportação de novo.',
  exportUnreadable:
    'Não foi possível verificar a frase de recuperação, por isso ela não é mostrada. Comece a exportação de novo.',
  clipboardCleared: 'A frase foi retirada da área de transferência.',
  clipboardChanged: 'A área de transferência agora contém outra coisa, por isso foi deixada como está.',
  clipboardUnchecked:
    'Este navegador não permite que o Keyhold verifique a área de transferência, então a frase ainda pode estar lá. Toque em Limpar área de transferência ou copie outra coisa.',
  clipboardClear: 'Limpar área de transferência',
  clipboardClearFailed:
    'Não foi possível limpar a área de transferência aqui: copie outra coisa por cima da frase.',
  payeeNamed: (name, account) => `${name}, ${account}`,
  payeeIban: (last) => `IBAN …${last}`,
  payeeNumber: (last) => `a conta com final ${last}`,
  payeeNotListed: 'uma conta que não está entre seus favorecidos',
  payeeUnchecked: 'a conta do favorecido (o Keyhold não conseguiu verificar de quem é: confira no app)',
};

const plural = new Intl.PluralRules('pt');
const number = new Intl.NumberFormat('pt');

export const signIn: SignInCopy = {
  title: 'Entrar na sua carteira',
  intro: 'O Keyhold faz seu login aqui: seu código nunca sai deste quadro.',
  emailLabel: 'Endereço de e-mail',
  sendCode: 'Receber um código por e-mail',
  codeSentTo: (e) => `Enviamos um código de 6 dígitos para ${e}.`,
  codeLabel: 'Código do e-mail',
  codeHint: '6 dígitos',
  signIn: 'Verificar código',
  resend: 'Enviar um novo código',
  resent: 'Um novo código está a caminho.',
  otherAddress: 'Usar outro e-mail',
  working: 'Processando…',
  signedIn: 'Você entrou.',
  badEmail: 'Digite um endereço de e-mail válido.',
  badCode: 'Digite os 6 dígitos do código.',
  wrongCode: 'Esse código não está correto. Confira e tente novamente.',
  codeExpired: 'Esse código expirou. Peça um novo.',
  tooManyAttempts: 'Muitos códigos incorretos: este código não funciona mais. Peça um novo.',
  waitBeforeResend: (s) =>
    plural.select(s) === 'one'
      ? `Aguarde ${number.format(s)} segundo antes de pedir um novo código.`
      : `Aguarde ${number.format(s)} segundos antes de pedir um novo código.`,
  notAMethod: 'Este endereço não é um dos seus métodos de login. Use o endereço com que você se cadastrou.',
  offline: 'Não foi possível acessar sua carteira. Verifique sua conexão e tente novamente.',
  failed: 'Não foi possível entrar. Tente novamente.',
  usePasskey: 'Usar uma chave de acesso',
  passkeyNickname: 'Chave de acesso',
  passkeyCancelled: 'A solicitação da chave de acesso foi fechada. Tente de novo quando quiser.',
  passkeyUnavailable: 'Este navegador não pode usar uma chave de acesso aqui. Entre com seu e-mail.',
  noPasskey: 'Esta carteira ainda não tem uma chave de acesso. Entre com seu e-mail e depois adicione uma.',
  passkeyFailed: 'Essa chave de acesso não funcionou. Tente de novo ou entre com seu e-mail.',
  continueWith: (p) => `Continuar com ${p}`,
  popupBlocked: 'A janela de login foi bloqueada. Permita pop-ups deste site e tente de novo.',
  oauthCancelled: 'A janela de login foi fechada. Tente de novo quando quiser.',
  noOAuth: 'Esta carteira ainda não entra com essa conta. Entre com seu e-mail e depois adicione-a.',
  oauthFailed: 'Não foi possível entrar com essa conta. Tente de novo ou entre com seu e-mail.',
};

export const window: WindowCopy = {
  continueHint:
    'Para proteger esta solicitação da página ao redor, você a revisa e aprova em uma janela do Keyhold.',
  continueButton: 'Continuar na janela',
  windowOpen: 'Revise a solicitação na janela do Keyhold.',
  windowBlocked:
    'O navegador não abriu a janela do Keyhold. Permita pop-ups para este site e tente novamente.',
  exportHeadline: 'Mostrar sua frase de recuperação no quadro do Keyhold na página',
};
