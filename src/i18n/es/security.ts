/** /home's security section: the 25 words shown again, a new password, the backup drill, and the storage notice. */
export const security = {
  title: 'Seguridad',
  intro: 'Tus 25 palabras son la única forma de recuperar tu billetera si este navegador la pierde.',
  showWords: 'Ver mis 25 palabras',
  changePassword: 'Cambiar contraseña',
  drill: '¿Aún tienes tus 25 palabras?',
  unlockBody: 'Confirma que eres tú con tu contraseña.',
  unlockPasskeyBody: 'Confirma que eres tú con tu contraseña o con tu llave de acceso.',
  usePasskey: 'Usar mi llave de acceso',
  unlockSubmit: 'Continuar',
  passwordRequired: 'Escribe tu contraseña.',
  checking: 'Descifrando tu billetera…',
  revealTitle: 'Tus 25 palabras',
  revealWarning:
    'Nadie de Mox te pedirá nunca tus 25 palabras: ni por correo, ni por chat, ni por teléfono. Quien las tenga puede llevarse todo tu dinero. Míralas solo donde nadie más vea tu pantalla.',
  reveal: 'Mostrar mis palabras',
  revealHint:
    'Se ocultan solas al minuto o si cambias de pestaña. No se pueden copiar: escríbelas en papel, en este orden.',
  hide: 'Ocultar mis palabras',
  hiddenNotice: 'Ocultamos tus palabras. Para verlas otra vez, confirma de nuevo que eres tú.',
  again: 'Verlas de nuevo',
  changeTitle: 'Cambiar contraseña',
  changeBody: 'Tu billetera se cifrará con la nueva contraseña. Tu llave de acceso, si la tienes, sigue funcionando.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
  changeSubmit: 'Cambiar contraseña',
  changing: 'Cifrando tu billetera con la nueva contraseña…',
  passwordChanged: 'Contraseña cambiada',
  currentRequired: 'Escribe tu contraseña actual.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  drillTitle: '¿Aún tienes tus 25 palabras?',
  drillIntro: 'Busca el papel donde las anotaste y escribe las que te pedimos.',
  drillWrong: 'Si ya no tienes el papel, usa «Ver mis 25 palabras» y anótalas de nuevo.',
  drillPassed: '¡Bien! Tienes tus 25 palabras. Guárdalas donde nadie más las vea.',
  done: 'Listo',
  storageTitle: 'Este navegador podría borrar tu billetera',
  storageRefused:
    'Este navegador no promete guardar los datos de Mox: si necesita espacio, o si borras los datos de navegación, puede borrar tu billetera de este dispositivo.',
  storageIos:
    'En iPhone y iPad, Safari borra los datos de un sitio que no abres en 7 días, tu billetera incluida, salvo que instales Mox en tu pantalla de inicio.',
  installIos:
    'Para instalar Mox, toca Compartir (el cuadrado con la flecha) y luego «Añadir a pantalla de inicio»; después abre Mox desde ese ícono.',
  installOther:
    'Para protegerla, instala Mox: en el menú del navegador elige «Instalar aplicación» o «Añadir a pantalla de inicio», y abre Mox desde ese ícono.',
  keepWords: 'Y guarda tus 25 palabras en papel: con ellas recuperas tu billetera aunque este navegador la borre.',
} as const;
