export { STORY_SESSION_CHANNEL, StoryApp, type ScreenParameters } from './StoryApp';
export { DEMO_USER, seedDemoVault, seedDemoWallet, type StorySession } from './demoUser';
export { screenMeta } from './screenStory';
export { STORY_PACE, withStoryPace } from './pace';
