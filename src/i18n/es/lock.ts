/** The /login notice after the session was locked (src/ui/LockNotice): why, then what to do. */
export const lock = {
  idle: 'Cerramos tu sesión tras {minutes} minutos sin actividad.',
  hidden: 'Cerramos tu sesión porque la pestaña estuvo oculta más de {minutes} minutos.',
  elsewhere: 'Cerraste sesión en otra pestaña de Mox Wallet.',
  again: 'Ingresa tu contraseña para continuar.',
} as const;
