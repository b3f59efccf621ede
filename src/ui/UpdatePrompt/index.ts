export { UpdatePrompt } from './UpdatePrompt';
export type { UpdatePromptProps } from './UpdatePrompt';
