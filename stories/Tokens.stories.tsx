import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import tokensCss from '../src/ui/tokens.css?raw';

/** Every custom property declared in the first :root block of tokens.css, in file order. */
function readTokens(): [name: string, value: string][] {
  const root = tokensCss.slice(tokensCss.indexOf(':root {'), tokensCss.indexOf('}', tokensCss.indexOf(':root {')));
  return [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]);
}

const tokens = readTokens();
const group = (prefix: string) => tokens.filter(([name]) => name.startsWith(prefix));

function TokenList({ prefix, sample }: { prefix: string; sample: (name: string) => ReactNode }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        gap: '0.75rem',
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {group(prefix).map(([name, value]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
          {sample(name)}
          <span style={{ display: 'grid' }}>
            <code style={{ fontWeight: 700 }}>{name}</code>
            <code style={{ color: 'var(--color-text-muted)', fontSize: 'var(--text-sm)' }}>{value}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}

const swatch = (name: string): CSSProperties => ({
  width: '3rem',
  height: '3rem',
  flex: 'none',
  borderRadius: 'var(--radius-md)',
  background: `var(${name})`,
  boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.12)',
});

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brand, token accents, status, surfaces, text and focus colours. */
export const Colours: Story = {
  render: () => <TokenList prefix="--color-" sample={(name) => <span style={swatch(name)} />} />,
  play: async ({ canvas }) => {
    for (const name of [
      '--color-brand',
      '--color-umq',
      '--color-hlk',
      '--color-success',
      '--color-error',
      '--color-focus',
    ]) {
      await expect(canvas.getByText(name)).toBeInTheDocument();
    }
  },
};

/** The 4 px spacing scale. */
export const Spacing: Story = {
  render: () => (
    <TokenList
      prefix="--space-"
      sample={(name) => (
        <span style={{ width: `var(${name})`, height: '1.5rem', background: 'var(--color-brand)', borderRadius: 2 }} />
      )}
    />
  ),
};

/** Corner radii. */
export const Radius: Story = {
  render: () => (
    <TokenList
      prefix="--radius-"
      sample={(name) => (
        <span
          style={{
            ...swatch('--color-brand-soft'),
            borderRadius: `var(${name})`,
            border: '2px solid var(--color-brand)',
          }}
        />
      )}
    />
  ),
};

/** The type scale on the system font stack. */
export const Typography: Story = {
  render: () => (
    <TokenList
      prefix="--text-"
      sample={(name) => <span style={{ fontSize: `var(${name})`, fontWeight: 700, minWidth: '6rem' }}>Mox 123</span>}
    />
  ),
};

/** Shadows for cards, toasts and dialogs. */
export const Elevation: Story = {
  render: () => (
    <TokenList
      prefix="--shadow-"
      sample={(name) => <span style={{ ...swatch('--color-surface'), boxShadow: `var(${name})` }} />}
    />
  ),
};

/** Durations and easings; all durations become 0 under prefers-reduced-motion. */
export const Motion: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <TokenList prefix="--duration-" sample={() => <span style={swatch('--color-hlk-soft')} />} />
      <TokenList prefix="--ease-" sample={() => <span style={swatch('--color-umq-soft')} />} />
    </div>
  ),
};
