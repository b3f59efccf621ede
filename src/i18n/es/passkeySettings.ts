/**
 * The passkey settings on /home (the card and the confirmation dialog). They join the `passkey` group in
 * src/i18n/features.ts, so they travel with /home, never in the first load of the landing and /login.
 */
export const passkeySettings = {
  title: 'Llave de acceso',
  offBody: 'Entra con la huella, el rostro o el PIN de este dispositivo, sin escribir tu usuario ni tu contraseña.',
  onBody: 'Puedes entrar con tu llave de acceso. Tu contraseña sigue funcionando.',
  activate: 'Activar llave de acceso',
  remove: 'Quitar llave de acceso',
  confirmTitle: 'Activar llave de acceso',
  confirmBody:
    'Confirma tu contraseña. Después tu dispositivo te pedirá crear la llave de acceso de Mox Wallet para esta billetera.',
  confirmSubmit: 'Confirmar y crear la llave',
  passwordRequired: 'Escribe tu contraseña.',
  creating: 'Esperando a tu dispositivo…',
} as const;
