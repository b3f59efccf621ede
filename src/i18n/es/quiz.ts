/**
 * Copy of the weekly quiz and its ranking (/quizz). The ten questions are `q1`…`q10`, each with its four
 * options `q1a`…`q1d`; which option is right is set in src/services/quiz/bank.ts.
 */
export const quiz = {
  activate: 'Activar Quiz',
  submit: 'Enviar resultado',

  // The intro and the paid submit.
  start: 'Comenzar quiz',
  cost: 'Responder es gratis. Enviar tu resultado al ranking cuesta {fee} de comisión + {entry} de entrada.',
  submitTitle: 'Resultado del quiz',
  sent: 'Resultado enviado',
  backToIntro: 'Volver al ranking',

  // The question screen.
  progress: 'Pregunta {n} de {total}',
  keyboardHint: 'Elige con las flechas o con las teclas 1 a 4 y confirma con Enter.',
  correct: 'Correcta',
  incorrect: 'Incorrecta',
  rightAnswer: 'Respuesta correcta',
  announceCorrect: '¡Correcto!',
  announceIncorrect: 'Incorrecto. La respuesta correcta es: {answer}',

  // The end screen.
  resultTitle: '¡Terminaste el quiz!',
  score: 'Puntaje',
  scoreOf: '{score} de {total}',
  time: 'Tiempo',
  timeHint: 'Desde tu primera respuesta hasta la última.',

  // The ranking.
  rankingTitle: 'Ranking semanal',
  players: '{n} jugadores',
  playersOne: '{n} jugador',
  colRank: '#',
  colAddress: 'Dirección',
  colScore: 'Puntaje',
  colTime: 'Tiempo',
  you: 'Tú',
  rankingEmpty: 'Aún no hay resultados esta semana. ¡Juega y sé el primero del ranking!',
  rankingLoading: 'Cargando ranking…',
  rankingError: 'No se pudo cargar el ranking. Lo volvemos a intentar cada segundo.',
  moreRows: 'Más jugadores entre estas posiciones',
  rankBelow: '#{rank} de {players}',
  rankBelowUnknown: '> {top}',

  q1: '¿Qué se logra principalmente con la rotación de cultivos?',
  q1a: 'Que la cosecha se venda a mejor precio',
  q1b: 'Mantener la fertilidad del suelo y reducir las plagas',
  q1c: 'No tener que regar nunca más',
  q1d: 'Que las plantas crezcan en una sola semana',

  q2: '¿Qué nutriente aportan al suelo los frijoles y otras leguminosas gracias a sus raíces?',
  q2a: 'Calcio',
  q2b: 'Hierro',
  q2c: 'Nitrógeno',
  q2d: 'Azufre',

  q3: '¿Qué es el riego por goteo?',
  q3a: 'Un sistema que lleva el agua gota a gota hasta la raíz de cada planta',
  q3b: 'Regar solo los días en que llueve',
  q3c: 'Inundar todo el terreno una vez al mes',
  q3d: 'Rociar agua desde una avioneta',

  q4: '¿Para qué sirve el compost?',
  q4a: 'Para eliminar la maleza con químicos',
  q4b: 'Para medir la humedad de la tierra',
  q4c: 'Para guardar las semillas de un año a otro',
  q4d: 'Para abonar la tierra con restos orgánicos descompuestos',

  q5: '¿Qué cultivo se domesticó en México y Centroamérica y es la base de la tortilla?',
  q5a: 'El maíz',
  q5b: 'El trigo',
  q5c: 'El arroz',
  q5d: 'La cebada',

  q6: 'Si depositas {quizDeposit} pesos en una cuenta que paga un 5 % de interés al año, ¿cuánto ganas de interés en un año?',
  q6a: '5 pesos',
  q6b: '50 pesos',
  q6c: '500 pesos',
  q6d: '{quizDepositPlusInterest} pesos',

  q7: '¿Qué es la inflación?',
  q7a: 'La baja de las tasas de interés',
  q7b: 'El aumento de los sueldos cada año',
  q7c: 'La subida general y sostenida de los precios',
  q7d: 'Un impuesto que se cobra en cada compra',

  q8: '¿Qué significa diversificar tus inversiones?',
  q8a: 'Poner todo tu dinero en una sola opción',
  q8b: 'Repartir tu dinero entre varias opciones para reducir el riesgo',
  q8c: 'Gastar las ganancias apenas llegan',
  q8d: 'Cambiar de banco cada mes',

  q9: '¿Para qué sirve un fondo de emergencia?',
  q9a: 'Para cubrir gastos imprevistos sin endeudarte',
  q9b: 'Para comprar cosas en oferta',
  q9c: 'Para pagar las vacaciones',
  q9d: 'Para prestarle dinero a los vecinos',

  q10: '¿Qué es un seguro agrícola?',
  q10a: 'Un crédito para comprar tierras',
  q10b: 'Un pago fijo que el gobierno da cada mes',
  q10c: 'Una cuenta de ahorro para agricultores',
  q10d: 'Una protección que paga al productor si el clima o una plaga dañan su cosecha',
} as const;
