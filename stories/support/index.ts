export { StoryApp, type ScreenParameters } from './StoryApp';
export { DEMO_USER, seedDemoVault } from './demoUser';
export { screenMeta } from './screenStory';
