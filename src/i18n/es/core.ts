import { lock } from './lock';
import { passkey } from './passkey';
import { pwa } from './pwa';

/** The frame's errors (the ledger screens' join them as 'errors.…' there: ./ledgerErrors.ts). */
export const frameErrors = {
  walletProviderMissing: 'useWallet debe usarse dentro de <WalletProvider>',
  accountNotFound: '⚠️ Cuenta no encontrada',
  wrongPassword: '❌ Contraseña incorrecta',
  wrongPasswordOrCorrupted: '❌ Contraseña incorrecta o datos corruptos',
  invalidMnemonic: 'Mnemonic inválido',
  saveAccount: 'Error al guardar cuenta',
} as const;

/**
 * The Spanish copy of the app's frame: every user-visible string of the first load of the landing and /login, grouped
 * by screen plus `common`, `errors` and `ui` (the component kit). The registration's copy is in ./onboarding.ts, the
 * ledger screens' (and /news's) in ./features.ts: neither is in the first load.
 */
export const core = {
  common: {
    appName: 'Mox Wallet',
    tagline: 'Tu billetera Algorand para UMQ y HLK. Tu clave nunca sale de tu navegador.',
    back: 'Volver',
    continue: 'Continuar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    loading: 'Cargando…',
    connectToContinue: 'Conecta tu MoxWallet para continuar.',
    logout: 'Cerrar sesión',
  },
  errors: frameErrors,
  ui: {
    close: 'Cerrar',
    copied: 'Copiado',
    copy: 'Copiar',
    copyAddress: 'Copiar dirección',
    copyTxId: 'Toca para copiar el id de la transacción',
    txIdCopied: 'Id de la transacción copiado',
    notifications: 'Notificaciones',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    loading: 'Cargando',
  },
  landing: {
    heroAlt: 'Mox Wallet: monedas UMQ y HLK sobre una billetera',
    title: 'Tu billetera de UMQ y HLK',
    subtitle: 'Crea o recupera tu cuenta de Algorand y juega, gana y ahorra desde tu teléfono.',
    login: 'Iniciar sesión',
    register: 'Crear cuenta',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que abriste no existe en Mox Wallet.',
    home: 'Ir al inicio',
  },
  routeError: {
    title: 'No se pudo cargar esta pantalla',
    body: 'Puede que haya una versión nueva de Mox Wallet o que se haya cortado la conexión. Recarga la página para continuar.',
    reload: 'Recargar',
  },
  config: {
    title: 'Falta configurar la red',
    body: 'Esta versión de Mox Wallet no puede conectarse a {network} porque faltan estos ajustes:',
    hint: 'Define las variables en el archivo .env y vuelve a construir la aplicación.',
  },
  framed: {
    title: 'Mox Wallet no funciona dentro de otra página',
    body: 'Por tu seguridad, la billetera solo se abre directamente en tu navegador, nunca dentro de otro sitio.',
    open: 'Abrir Mox Wallet en una pestaña nueva',
  },
  lock,
  passkey,
  pwa,
  login: {
    title: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Entrar',
    createAccount: 'Crear nueva cuenta',
    back: 'Volver',
    unlocking: 'Desbloqueando tu billetera…',
    passwordRule: 'La contraseña debe tener al menos 8 caracteres, incluyendo letras, números y un símbolo.',
    success: '✅ Sesión iniciada',
    intro: 'Desbloquea la billetera guardada en este navegador.',
    usernameRequired: 'Escribe tu usuario.',
    remember: 'Recordar mi dirección',
    forgot: '¿Olvidaste tu contraseña?',
    lastAccount: 'Última cuenta: {username}',
    forget: 'Olvidar esta cuenta',
    vanishedTitle: 'Tu billetera ya no está en este navegador',
    vanishedBody:
      'No encontramos en este navegador la billetera de «{username}»: puede que el navegador haya borrado los datos de Mox. Tu dinero sigue en la red: recupéralo con tus 25 palabras.',
    recoverWithWords: 'Recuperar con mis 25 palabras',
  },
} as const;
