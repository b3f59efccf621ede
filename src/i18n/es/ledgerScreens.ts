/**
 * The copy of the frame's screens that read the ledger (/home, /wallet, the confirmation modal, the apps' gate). Like
 * the apps' copy it travels with those screens (./features.ts), not in the first load of the landing and /login.
 */
export const confirmTx = {
  title: 'Confirmar transacción',
  action: 'Acción',
  value: 'Valor',
  moxFee: 'Comisión Mox',
  networkFee: 'Comisión de red',
  total: 'Total',
  recipient: 'Destinatario',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  signing: 'Firmando en tu navegador…',
  sending: 'Enviando a la red de Algorand…',
  pending:
    'La red aún no confirma tu transacción. Seguimos comprobando hasta que se confirme o caduque: no la repitas. Puedes cerrar esta ventana; te avisaremos.',
  notSent: 'La transacción no se envió: caducó sin confirmarse. No se movió nada; puedes intentarlo de nuevo.',
  txId: 'Id de la transacción',
} as const;

export const gate = {
  title: 'Activa esta aplicación',
  body: 'Antes de usarla, tu cuenta debe aceptar los tokens y la aplicación en la red. Cada paso es una transacción que confirmas tú.',
  steps: 'Pasos para activar',
  done: 'Hecho',
  todo: 'Pendiente',
  activateTarget: 'Activar Tiro',
  activated: 'Aplicación activada',
  loading: 'Comprobando tu activación…',
  readFailed: 'No se pudo comprobar tu activación. Revisa tu conexión e inténtalo de nuevo.',
} as const;

export const home = {
  title: 'Inicio',
  yourAddress: 'Tu dirección',
  balances: 'Saldos',
  minBalance: 'Saldo mínimo requerido',
  available: 'ALGO disponible',
  availableHint: 'Lo que puedes gastar: tu saldo de ALGO menos el mínimo que la red exige mantener.',
  noAlgoTitle: 'Tu cuenta aún no tiene ALGO',
  noAlgoBody:
    'Para enviar tokens o usar las aplicaciones necesitas ALGO para pagar las comisiones de la red y el saldo mínimo.',
  dispense: 'Recibir ALGO de prueba',
  dispensed: 'Recibiste {n} ALGO de prueba',
  apps: 'Aplicaciones',
  notOptedIn: 'Sin opt-in',
  dispenseFailed: 'No se pudo obtener ALGO de prueba. Revisa que la red local esté en marcha.',
  dispenseUmq: 'Recibir UMQ de prueba',
  dispensedUmq: 'Recibiste {n} UMQ de prueba',
  dispenseUmqFailed: 'No se pudo obtener UMQ de prueba. Revisa que la red local esté en marcha.',
  testFundsTitle: 'Red local de pruebas',
  testFundsBody: 'Fondos de prueba para probar los juegos y el mercado. No tienen valor fuera de esta red.',
  rekeyedTitle: 'Esta cuenta fue reasignada a otra clave',
  rekeyedBody:
    'En la red, esta cuenta ya no se firma con la clave de tu frase de 25 palabras sino con la de {authAddr} (rekey). Mox Wallet solo tiene tu clave, así que no podrá enviar ni usar las aplicaciones desde esta cuenta.',
  loadingBalances: 'Cargando saldos…',
} as const;

export const tiles = {
  wallet: 'Mox Wallet',
  walletBody: 'Tu perfil, tus saldos y tu regalo de bienvenida.',
  profile: 'Perfil',
  welcome: 'Bienvenida',
  quiz: 'Mox Quizz',
  quizBody: 'Responde 10 preguntas y compite en el ranking semanal.',
  quizPrizesTitle: 'Premios',
  quizPrize1: '1.º lugar: 5 USDC',
  quizPrize2: '2.º lugar: 1,000 UMQ',
  quizPrize3: '3.º lugar: 500 UMQ',
  start: 'Iniciar',
  games: 'Mox juegos',
  gamesBody: 'Prueba tu suerte en la ruleta o tu puntería en el tiro al blanco.',
  roulette: 'Ruleta',
  target: 'Tiro',
  stake: 'Mox Stake',
  stakeBody: 'Deja tus UMQ en staking y gana HLK cada segundo.',
  market: 'Moxplace',
  marketBody: 'Canjea tus UMQ por membresías.',
  nfts: 'NFTs',
  memberships: 'Membresias',
  news: 'Noticias',
  newsBody: 'Lo último de Mox: premios, juegos y staking.',
  read: 'Leer',
  soon: 'Próximamente',
} as const;

export const wallet = {
  title: 'Mi billetera',
  destination: 'Dirección de destino',
  amount: 'Monto',
  asset: 'Activo',
  send: 'Enviar',
  back: 'Volver',
  optIn: 'Opt-in al ASA',
  connect: 'Conecta tu cuenta',
  invalidData: 'Ingresa datos válidos',
  invalidAsset: 'ASA no válido',
  invalidAddress: 'La dirección de destino no es válida',
  tooManyDecimals: '{asset} admite como máximo {n} decimales',
  amountAmbiguous: 'La coma separa miles (1,000) y el punto marca decimales (1.5): revisa el monto',
  amountMalformed: 'Escribe el monto con un solo punto decimal, por ejemplo 1,000.5',
  notOptedIn: 'Aún no has hecho opt-in a {asset}. Actívalo para recibir y enviar este token.',
  sendValue: 'Envío de {asset}',
  optInValue: 'Opt-in a {asset}',
  sent: 'Transacción enviada',
  optedIn: 'Opt-in realizado',
} as const;
