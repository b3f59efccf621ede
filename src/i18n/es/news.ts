/** The copy of /news (reached from /home): it travels with the ledger screens' copy (./features.ts). */
export const news = {
  title: 'Noticias',
  quizTitle: 'Mox Quizz',
  quizBody:
    'Cada semana, 10 preguntas de agricultura y finanzas. Los tres mejores puntajes ganan: {quizFirstPrize} UMQ para el primer lugar, {quizSecondPrize} UMQ para el segundo y 500 UMQ para el tercero.',
  stakeTitle: 'Mox Stake',
  stakeBody:
    'Deja tus UMQ en staking y recibe HLK. APR fijo de {stakeApr} % al año, sin plazo: reclama tu recompensa cuando quieras.',
  gamesTitle: 'Mox juegos',
  gamesBody: 'Gira la ruleta y gana hasta {rouletteTopPrize} UMQ, o pon a prueba tu puntería en el tiro al blanco.',
  marketTitle: 'Moxplace',
  marketBody: 'Canjea tus UMQ por membresías de HBO, Paramount y Netflix.',
  giftTitle: 'Regalo de bienvenida',
  giftBody:
    'Reclama 500 UMQ de bienvenida, válido hasta el 31 de julio. El 2 de agosto sorteamos {giftDraw} UMQ entre quienes lo reclamaron.',
} as const;
