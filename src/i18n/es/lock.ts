/** The /login notice after the session was locked or a registration discarded (src/ui/LockNotice): why, then what to do. */
export const lock = {
  idle: 'Cerramos tu sesión tras {minutes} minutos sin actividad.',
  hidden: 'Cerramos tu sesión porque la pestaña estuvo oculta más de {minutes} minutos.',
  elsewhere: 'Cerraste sesión en otra pestaña de Mox Wallet.',
  again: 'Ingresa tu contraseña para continuar.',
  unsafeVersion:
    'Esta versión de Mox Wallet tiene un fallo de seguridad: cerramos tu sesión y no firmará nada hasta actualizarse.',
  unsafeVersionAgain: 'Estamos instalando la versión corregida; la página se recargará sola.',
  registrationIdle: 'Descartamos el registro que dejaste a medias tras {minutes} minutos sin actividad.',
  registrationHidden:
    'Descartamos el registro que dejaste a medias porque la pestaña estuvo oculta más de {minutes} minutos.',
  registrationElsewhere: 'Descartamos el registro que dejaste a medias porque cerraste sesión en otra pestaña.',
  registrationUnsafeVersion:
    'Esta versión de Mox Wallet tiene un fallo de seguridad: descartamos el registro que dejaste a medias.',
  registrationAgain: 'Borramos tus palabras y tu contraseña y no se guardó nada: vuelve a empezar cuando quieras.',
} as const;
