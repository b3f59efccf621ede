import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/ui/tokens.css';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile' },
    // axe runs on every story; a violation fails the story test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Story />
      </QueryClientProvider>
    ),
  ],
};
export default preview;
