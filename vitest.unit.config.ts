import { testConfig, unitProjects } from './vitest.projects.ts';

/** The unit projects alone, for `npm run test:unit`: the story project's plugin is never resolved (vitest.projects.ts). */
export default testConfig(unitProjects);
