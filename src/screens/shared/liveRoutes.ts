/**
 * The routes of SPEC §2 that are built and routed today (see app/AppRoutes.tsx). A button whose route is not here
 * yet is shown disabled with 'Próximamente' rather than leading to a missing page; add a path when its screen lands.
 */
export const LIVE_ROUTES: ReadonlySet<string> = new Set(['/', '/login', '/register', '/home', '/wallet', '/news']);
