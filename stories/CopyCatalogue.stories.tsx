import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../src/i18n';

const groups = Object.entries(es) as [string, Record<string, string>][];
const keyCount = groups.reduce((sum, [, strings]) => sum + Object.keys(strings).length, 0);

/** Every group and key of the Spanish catalogue, so a reviewer reads all user-visible copy in one place. */
function CopyCatalogue() {
  return (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: '56rem' }}>
      <p style={{ color: 'var(--color-text-muted)' }}>
        <code>src/i18n/es.ts</code> · {groups.length} groups · {keyCount} keys
      </p>
      {groups.map(([group, strings]) => (
        <section key={group} aria-labelledby={`copy-${group}`}>
          <h2 id={`copy-${group}`} style={{ fontSize: 'var(--text-lg)', marginBottom: '0.5rem' }}>
            <code>{group}</code>
          </h2>
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--text-sm)' }}>
            <thead>
              <tr style={{ textAlign: 'left', color: 'var(--color-text-muted)' }}>
                <th scope="col" style={{ padding: '0.25rem 0.5rem', width: '14rem' }}>
                  key
                </th>
                <th scope="col" style={{ padding: '0.25rem 0.5rem' }}>
                  es
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(strings).map(([key, text]) => (
                <tr key={key} style={{ borderTop: '1px solid var(--color-border)', verticalAlign: 'top' }}>
                  <th scope="row" style={{ padding: '0.5rem', textAlign: 'left', fontWeight: 400 }}>
                    <code>{`${group}.${key}`}</code>
                  </th>
                  <td style={{ padding: '0.5rem', overflowWrap: 'anywhere' }}>{text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Copy catalogue',
  component: CopyCatalogue,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CopyCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All copy, grouped as in es.ts. */
export const AllCopy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(groups.length);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(keyCount);
    await expect(canvas.getByText(es.confirmTx.moxFee)).toBeInTheDocument();
  },
};
