/** Passkey unlock (WebAuthn PRF): /home turns it on and off, /login uses it. Small, so it travels with /login. */
export const passkey = {
  title: 'Llave de acceso',
  offBody: 'Entra con la huella, el rostro o el PIN de este dispositivo, sin escribir tu usuario ni tu contraseña.',
  onBody: 'Puedes entrar con tu llave de acceso. Tu contraseña sigue funcionando.',
  activate: 'Activar llave de acceso',
  activated: 'Llave de acceso activada',
  remove: 'Quitar llave de acceso',
  removed: 'Llave de acceso quitada',
  confirmTitle: 'Activar llave de acceso',
  confirmBody:
    'Confirma tu contraseña. Después tu dispositivo te pedirá crear la llave de acceso de Mox Wallet para esta billetera.',
  confirmSubmit: 'Confirmar y crear la llave',
  passwordRequired: 'Escribe tu contraseña.',
  creating: 'Esperando a tu dispositivo…',
  login: 'Entrar con llave de acceso',
  loginWaiting: 'Esperando tu llave de acceso…',
  or: 'o con tu usuario y contraseña',
  unsupported: 'Este dispositivo no puede usar una llave de acceso para Mox. Sigue entrando con tu contraseña.',
  cancelled: 'No se usó la llave de acceso. Puedes intentarlo de nuevo o entrar con tu contraseña.',
  notRegistered: 'Esa llave de acceso no abre ninguna billetera de este navegador. Entra con tu usuario y contraseña.',
  unreadable: 'La llave de acceso no pudo abrir tu billetera. Entra con tu contraseña y vuelve a activarla.',
  failed: 'No se pudo usar la llave de acceso. Tu contraseña sigue funcionando.',
  walletChanged:
    'Tu billetera cambió en otra pestaña mientras creabas la llave de acceso, así que no la guardamos. Inicia sesión de nuevo y vuelve a activarla.',
} as const;
