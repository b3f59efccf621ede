/** Copy of /config's 'Tus nodos': the user's own algod and indexer nodes (docs/decisions/0028-node-failover.md). */
export const userNodes = {
  title: 'Configuración',
  section: 'Tus nodos',
  cardNone: 'Mox Wallet usa los nodos de la app. Puedes añadir los tuyos.',
  cardOne: 'Mox Wallet usa primero 1 nodo tuyo y, si no responde, los de la app.',
  cardMany: 'Mox Wallet usa primero tus {n} nodos y, si no responden, los de la app.',
  intro:
    'Mox Wallet usa primero tus nodos y, si no responden, los de la app. Cada nodo se comprueba antes de guardarlo: debe ser de esta red.',
  empty: 'Aún no has añadido ningún nodo.',
  kind: 'Tipo de nodo',
  algod: 'Nodo algod',
  indexer: 'Indexador',
  url: 'Dirección del nodo',
  urlHint: 'Solo nodos sin token de acceso: un token guardado en el navegador no estaría protegido.',
  add: 'Añadir nodo',
  checking: 'Comprobando el nodo…',
  added: 'Nodo añadido.',
  remove: 'Quitar',
  removeLabel: 'Quitar {kind} {url}',
  invalidUrl: 'Escribe una dirección que empiece por https:// o http://, sin usuario, contraseña ni parámetros.',
  alreadyListed: 'Ese nodo ya está en la lista.',
  noAnswer: 'El nodo no respondió. Comprueba la dirección y que esté en línea. No se guardó nada.',
  noAnswerRestricted:
    'El nodo no respondió. Por tu seguridad, esta versión de Mox Wallet solo puede conectarse a los nodos que ya conoce; para usar otro, quien publica la app debe añadirlo a su configuración. No se guardó nada.',
  otherNetwork:
    'Ese nodo no es de esta red: su hash de génesis no coincide (un indexador, además, debe listar alguna transacción de la red). No se guardó nada.',
} as const;
