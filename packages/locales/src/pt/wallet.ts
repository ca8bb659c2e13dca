import { formatNumber } from '../format.js';
import type { WalletMoneyTerms } from '../types.js';

const accountNames: Record<string, string> = {
  USD_ACCOUNT: 'conta bancária nos EUA',
  US_ACCOUNT: 'conta bancária nos EUA',
  AED_ACCOUNT: 'conta bancária nos Emirados Árabes Unidos',
  BRL_ACCOUNT: 'conta Pix no Brasil',
  EUR_ACCOUNT: 'conta bancária em euros',
  SPARK_WALLET: 'carteira Spark',
};

const statuses: Record<string, string> = {
  CREATED: 'Iniciado',
  PENDING: 'Aguardando envio',
  PROCESSING: 'A caminho',
  COMPLETED: 'Concluído',
  REJECTED: 'Recusado pelo banco de destino e estornado',
  FAILED: 'Falhou',
  REFUNDED: 'Estornado',
  EXPIRED: 'Expirou antes do envio',
};

const failures: Record<string, string> = {
  LNURLP_FAILED: 'Não foi possível acessar o endereço de destino.',
  PAY_REQUEST_FAILED: 'O destino não aceitou a solicitação de pagamento.',
  PAYMENT_APPROVAL_WEBHOOK_ERROR: 'A plataforma não conseguiu aprovar o pagamento.',
  PAYMENT_APPROVAL_TIMED_OUT: 'A plataforma não aprovou o pagamento a tempo.',
  OFFRAMP_FAILED: 'Não foi possível depositar o dinheiro na conta de destino.',
  MISSING_MANDATORY_PAYEE_DATA: 'Faltaram dados do favorecido exigidos pelo destino.',
  QUOTE_EXPIRED: 'A cotação expirou antes do pagamento.',
  QUOTE_EXECUTION_FAILED: 'Não foi possível fazer o pagamento.',
};

const fundingFields: Record<string, string> = {
  bankName: 'Banco',
  accountNumber: 'Número da conta',
  routingNumber: 'Código de roteamento (ABA)',
  iban: 'IBAN',
  swiftCode: 'Código SWIFT',
  reference: 'Referência (inclua na transferência)',
  address: 'Endereço',
  paymentRails: 'Formas de pagamento',
};

const plural = new Intl.PluralRules('pt');
/** A count with its noun: the singular or the plural form, the number in Portuguese's digits. */
const count = (n: number, one: string, other: string): string =>
  plural.select(n) === 'one' ? one : other.replace('#', formatNumber(n, 'pt'));

/** The quote's countdown, m:ss, in Portuguese's digits. */
const clock = (m: number, s: number): string =>
  `${formatNumber(m, 'pt')}:${formatNumber(s, 'pt', { minimumIntegerDigits: 2 })}`;

/** The Brazilian Portuguese terms of the money elements (part of the complete catalogue). */
export const ptWalletMoneyTerms: WalletMoneyTerms = {
  balanceTitle: 'Saldo',
  balanceSignedOut: 'Entre para ver seu saldo.',
  balanceUnreachable: 'Não é possível mostrar seu saldo agora: o serviço da carteira está inacessível.',
  balanceNone: 'Esta carteira ainda não tem uma conta.',

  activityTitle: 'Atividade',
  activitySignedOut: 'Entre para ver seus pagamentos.',
  activityUnreachable:
    'Não é possível mostrar seus pagamentos agora: o serviço da carteira está inacessível.',
  activityEmpty: 'Nenhum pagamento ainda.',
  activityMore: 'Ver pagamentos anteriores',
  activitySent: (who) => `Enviado para ${who}`,
  activityReceived: (who) => `Recebido de ${who}`,
  activitySomeone: 'outra conta',
  activityPayeeAccount: (type, masked) => {
    const kind = (type && accountNames[type]) || 'conta bancária';
    return masked === undefined ? `sua ${kind}` : `${kind} ${masked}`;
  },
  activityAmountSent: (amount) => `Você enviou ${amount}`,
  activityAmountReceived: (amount) => `O destinatário recebeu ${amount}`,
  transactionStatus: (status) => statuses[status] ?? 'Status desconhecido',
  transactionFailure: (reason) => failures[reason] ?? 'Não foi possível concluir o pagamento.',
  activityUpdated: (status, who) => `${who}: ${status}.`,

  receiveTitle: 'Receber',
  receiveSignedOut: 'Entre para ver onde você pode receber pagamentos.',
  receiveUnreachable:
    'Não é possível mostrar seus dados de recebimento agora: o serviço da carteira está inacessível.',
  receiveAddressLabel: 'Seu endereço UMA: qualquer pessoa pode pagar você com ele.',
  receiveQrLabel: (address) => `QR code do seu endereço UMA ${address}`,
  receiveCopy: 'Copiar endereço',
  receiveCopied: 'O endereço foi copiado para a área de transferência.',
  receiveCopyFailed: 'Não foi possível copiar o endereço: selecione e copie você mesmo.',
  receiveNoAddress: 'Esta carteira ainda não tem um endereço UMA.',
  receiveFundingTitle: 'Ou adicione dinheiro de uma conta bancária',
  receiveFundingField: (field) => fundingFields[field] ?? field,

  // <kh-send> (kept together)
  sendTitle: 'Enviar dinheiro',
  sendSignedOut: 'Entre para enviar dinheiro.',
  sendUnreachable: 'Não é possível fazer pagamentos agora: o serviço da carteira está inacessível.',
  sendNoPayees: 'Você ainda não tem favorecidos: primeiro adicione a conta bancária que quer pagar.',
  sendPayeeLabel: 'Pagar para',
  sendPayeeOption: (payee, currency) => `${payee} (${currency})`,
  sendAmountLabel: 'Valor',
  sendSideLegend: 'O valor é',
  sendSideSending: (currency) => `O que você envia (${currency})`,
  sendSideReceiving: (currency) => `O que o favorecido recebe (${currency})`,
  sendQuoteButton: 'Obter cotação',
  sendQuoting: 'Obtendo a cotação…',
  sendAmountFormat: (currency, example) => `Digite um valor em ${currency}, por exemplo ${example}.`,
  sendAmountPrecision: (currency, decimals) =>
    decimals === 0
      ? `Valores em ${currency} não têm casas decimais.`
      : `Valores em ${currency} têm no máximo ${count(decimals, 'uma casa decimal', '# casas decimais')}.`,
  sendAmountZero: 'Digite um valor maior que zero.',
  sendAmountLarge: 'Este valor é maior do que um pagamento pode ser.',
  sendYouSend: 'Você envia',
  sendFees: 'Tarifas (incluídas)',
  sendTheyReceive: 'O favorecido recebe',
  sendRateLabel: 'Câmbio',
  sendRate: (receiving, rate, sending) => `1 ${receiving} = ${rate} ${sending}`,
  sendTimeLeftLabel: 'Cotação válida por',
  sendTimeLeft: (m, s) => clock(m, s),
  sendQuoteRenewed: 'A cotação expirou, então aqui está uma nova.',
  sendQuoteUnreachable: 'Sem cotação: o serviço da carteira está inacessível. Tente de novo em instantes.',
  sendButton: (amount) => `Enviar ${amount}`,
  sendChange: 'Alterar',
  sendApproving: 'Aprove o pagamento na janela.',
  sendDeclined: 'Você recusou o pagamento. Nada foi assinado nem enviado.',
  sendRefused: 'Você assinou o pagamento, mas o serviço o recusou: nada foi enviado.',
  sendUnreachableMidway:
    'Não foi possível enviar o pagamento: o serviço da carteira está inacessível. Nada foi enviado; tente de novo em instantes.',
  sendFollowing: (status) => `Pagamento enviado. ${status}…`,
  sendFollowUnreachable:
    'O pagamento foi enviado, mas não é possível ver o andamento agora: o serviço da carteira está inacessível. Tentando de novo…',
  sendCompleted: (amount, payee) => `Pronto: ${payee} recebeu ${amount}.`,
  sendFailed: (status, reason) => `O pagamento não foi concluído (${status.toLowerCase()}). ${reason}`,
  sendAnother: 'Enviar outro pagamento',
};
