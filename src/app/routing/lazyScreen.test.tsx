import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { lazyScreen } from './lazyScreen';

/** A screen module that arrives only when `arrive()` is called, like a chunk on a slow network. */
function slowModule() {
  let arrive!: () => void;
  const module = new Promise<() => ReactElement>((resolve) => {
    arrive = () => resolve(() => <h1>{es.home.title}</h1>);
  });
  return { load: () => module, arrive };
}

const app = (Screen: ComponentType) => (
  <Suspense fallback={<p>{es.common.loading}</p>}>
    <Screen />
  </Suspense>
);

describe('lazyScreen', () => {
  it('suspends with the fallback until the chunk arrives when it was not preloaded', async () => {
    const { load, arrive } = slowModule();
    render(app(lazyScreen(load)));
    expect(screen.getByText(es.common.loading)).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: es.home.title })).toBeTruthy();
  });

  it('renders at once, with no fallback, once preload() has resolved', async () => {
    const { load, arrive } = slowModule();
    const Screen = lazyScreen(load);
    const preloading = Screen.preload();
    arrive();
    await preloading;
    render(app(Screen));
    expect(screen.getByRole('heading', { name: es.home.title })).toBeTruthy();
    expect(screen.queryByText(es.common.loading)).toBeNull();
  });
});
