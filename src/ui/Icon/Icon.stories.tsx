import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { iconPaths, type IconName } from './paths';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  parameters: { layout: 'padded' },
  args: { name: 'wallet', size: '2rem' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One icon; hidden from assistive technology. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every icon in the kit with its name. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
        gap: '1rem',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', color: 'var(--color-ink)' }}>
          <Icon {...args} name={name} />
          <code style={{ fontSize: 'var(--text-xs)' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
