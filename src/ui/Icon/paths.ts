/** Stroke paths (24 × 24 grid, drawn for this kit) of every icon the kit and the screens use. */
export const iconPaths = {
  back: 'M15 5l-7 7 7 7',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  copy: 'M9 9h10v11H9zM5 15V4h10',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.6A9.6 9.6 0 0112 5.5c6 0 9.5 6.5 9.5 6.5a15 15 0 01-2.7 3.4M6.6 6.7C4 8.4 2.5 12 2.5 12S6 18.5 12 18.5c1.8 0 3.3-.5 4.6-1.3M9.9 9.9a3 3 0 004.2 4.2',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5M12 7.5v.5',
  warning: 'M12 3.5L2.5 20h19zM12 10v4.5M12 17.3v.4',
  success: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12.3l2.7 2.7L16 9.5',
  error: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6M15 9l-6 6',
  wallet: 'M4 7.5A2.5 2.5 0 016.5 5H18v3M4 7.5V18a2 2 0 002 2h14v-4M4 7.5A2.5 2.5 0 006.5 10H20v6h-4a3 3 0 010-6',
  quiz: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.5a2.5 2.5 0 114 2c-1 .7-1.5 1.2-1.5 2.5M12 17v.5',
  games:
    'M7 8h10a4 4 0 014 4v1a4 4 0 01-7.2 2.4L13 14h-2l-.8 1.4A4 4 0 013 13v-1a4 4 0 014-4zM7.5 10.5v3M6 12h3M15.5 11.5v.1M17.5 13v.1',
  stake: 'M4 19h16M6 15l4-4 3 3 5-6M14 8h4v4',
  market: 'M4 8l1.5-4h13L20 8M4 8v12h16V8M4 8h16M9 12a3 3 0 006 0',
  news: 'M5 4h11v16H6a2 2 0 01-2-2V5M16 8h3v10a2 2 0 01-2 2h-1M8 8h5M8 12h5M8 16h3',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7s-1.5-4-4-4a2 2 0 000 4M12 7s1.5-4 4-4a2 2 0 010 4',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  send: 'M4 12l16-8-6 16-2.5-6.5z',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2M14 20h2M18 18h2v2h-2z',
  share: 'M12 15V3M8 7l4-4 4 4M6 11H5v9h14v-9h-1',
  person: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20a7.5 7.5 0 0115 0',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3 3 0 100-6 3 3 0 000 6z',
  medal: 'M8 3l3 6M16 3l-3 6M12 21a6 6 0 100-12 6 6 0 000 12zM12 12.5v5M10.5 13.5l1.5-1',
} as const;

/** Name of an icon in the kit. */
export type IconName = keyof typeof iconPaths;
