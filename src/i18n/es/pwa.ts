/** The installed app's frame copy (in the first load, so kept short): the update prompt and the offline notice. */
export const pwa = {
  updateAvailable: 'Hay una versión nueva de Mox Wallet.',
  update: 'Actualizar',
  updating: 'Actualizando…',
  later: 'Ahora no',
  offline: 'Sin conexión. Tus saldos y envíos necesitan internet.',
  nodesDown: 'Ningún nodo de la red responde ahora. Tus saldos y envíos esperan; lo seguimos intentando.',
} as const;
