/** Copy of the receive sheet ('Recibir' on /wallet and on the /home address panel). */
export const receive = {
  open: 'Recibir',
  title: 'Recibir',
  intro: 'Muestra este código a quien te va a pagar o comparte tu dirección. Solo recibe en la red de Algorand.',
  qrAddress: 'Código QR de tu dirección',
  qrAmount: 'Código QR para recibir {amount} {asset}',
  qrLoading: 'Generando el código QR…',
  qrFailed: 'No se pudo generar el código QR. Copia tu dirección.',
  address: 'Tu dirección completa',
  share: 'Compartir',
  shareTitle: 'Mi dirección de Algorand',
  requestTitle: 'Pedir un monto',
  requested: 'El código pide {amount} {asset}.',
  showRequest: 'Mostrar en el código',
  clearRequest: 'Quitar el monto',
  optInHint: 'Para recibir {asset} primero actívalo en tu cuenta.',
} as const;
