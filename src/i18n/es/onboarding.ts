/**
 * The copy of the registration (/register: its form, the 25 words, their check, the terms) and of the word check the
 * security settings reuse. It travels with the registration's code (src/i18n/onboarding.ts), never in the first load
 * of the landing and /login.
 */
export const onboarding = {
  terms: {
    title: 'Términos y Condiciones de Uso',
    intro: 'Antes de crear tu billetera, lee y acepta las condiciones de uso de Mox Wallet.',
    termsLink: 'Términos y condiciones',
    privacyLink: 'Política de privacidad',
    accept: 'Acepto los términos y condiciones',
    opensInNewTab: '(se abre en una pestaña nueva)',
    continue: 'Continuar',
  },
  register: {
    createTitle: 'Crear cuenta',
    recoverTitle: 'Recuperar cuenta',
    username: 'Usuario',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    mnemonic: 'Frase de recuperación (25 palabras)',
    submitCreate: 'Crear billetera',
    submitRecover: 'Recuperar billetera',
    toRecover: '¿Ya tienes una billetera? Recupérala con tus 25 palabras',
    toCreate: '¿No tienes billetera? Crea una nueva',
    back: 'Volver',
    passwordMismatch: 'Las contraseñas no coinciden',
    passwordRule: 'La contraseña debe tener mínimo 8 caracteres, incluir letras, números y símbolos.',
    checkFields: 'Revisa los campos',
    wordsTitle: 'Tus 25 palabras',
    wordsWarning:
      'Tu billetera se guarda solo en este navegador. Si borras los datos del navegador o pierdes este dispositivo, estas palabras son la única forma de recuperar tu cuenta: sin ellas pierdes el acceso.',
    wordsEnglish: 'Las palabras están en inglés. Escríbelas en papel, en este orden, y guárdalas en un lugar seguro.',
    wordsDone: 'Ya las anoté, verificar',
    importedTitle: 'Frase importada',
    importedNotice: 'Tu frase se importó correctamente y no se volverá a mostrar.',
    verifyThree: 'Verificar 3 palabras',
    verifyTitle: 'Verifica tus palabras',
    verifyIntro: 'Escribe las palabras que te pedimos para comprobar que guardaste tu frase.',
    wordNumber: 'Palabra n.º {n}',
    verify: 'Verificar',
    wrongWords: 'Palabras incorrectas',
    activated: 'Cuenta activada',
    replaceTitle: 'Ese usuario ya existe',
    replaceBody: 'En este navegador ya hay una billetera guardada como «{username}». Si continúas, se reemplazará.',
    replaceNeedsPassword:
      'Para reemplazarla escribe su contraseña: sin ella no se borra. Si la olvidaste, elige otro nombre de usuario.',
    replacePassword: 'Contraseña de la billetera guardada',
    replaceWrongPassword: '❌ Esa no es la contraseña de la billetera guardada. No se reemplazó nada.',
    replaceUnreadable: 'La billetera guardada no se puede leer, así que no se reemplaza. Elige otro nombre de usuario.',
    replaceConfirm: 'Reemplazar',
    usernameRequired: 'Escribe un nombre de usuario.',
    steps: 'Pasos del registro',
    stepForm: 'Datos',
    stepWords: 'Frase',
    stepVerify: 'Verificación',
    stepDone: 'Listo',
    preparing: 'Preparando tu billetera…',
    saving: 'Cifrando y guardando tu billetera…',
    forgotNotice:
      'Escribe tus 25 palabras y una contraseña nueva. Si son las palabras de la billetera guardada como «{username}», la guardamos con la contraseña nueva: tener las palabras prueba que es tuya. Si son de otra billetera, no borramos la guardada sin su contraseña.',
    sameWallet:
      'Estas palabras son de la billetera guardada como «{username}»: al terminar se abrirá con tu contraseña nueva.',
  },
} as const;
