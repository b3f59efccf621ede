/**
 * Passkey unlock (WebAuthn PRF) as /login uses it, and the toasts of turning it on and off (their hook is in the
 * entry). The settings card and its dialog on /home have their copy in ./passkeySettings.ts.
 */
export const passkey = {
  activated: 'Llave de acceso activada',
  removed: 'Llave de acceso quitada',
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
