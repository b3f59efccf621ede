import { storybookProject, testConfig, unitProjects } from './vitest.projects.ts';

/** Every test project: the unit files and the story files (`npx vitest`, Storybook's test panel, editors). */
export default testConfig([...unitProjects, storybookProject()]);
