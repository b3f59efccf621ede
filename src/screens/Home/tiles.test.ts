import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/routing/routes';
import { HOME_TILES } from './tiles';

describe('the /home tiles', () => {
  it("lead only to routed screens: every link but a feature marked 'soon' (Próximamente) is in the route table", () => {
    const routed = new Set(ROUTES.map(({ path }) => path));
    const links = HOME_TILES.flatMap(({ links }) => links).filter(({ soon }) => !soon);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter(({ href }) => !routed.has(href))).toEqual([]);
  });
});
