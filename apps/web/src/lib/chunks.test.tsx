import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chunksFetched, lazyChunk } from './chunks';
import { i18next, initI18n } from './i18n';

beforeAll(async () => {
  // The site's part only, as the first page loads it.
  await initI18n('EN', ['site']);
});

describe('a chunk fetched ahead', () => {
  it('renders at once once preloaded, with the parts of the strings it names', async () => {
    const load = vi.fn(async () => ({ default: () => <p>{i18next.t('agent.menuLabel')}</p> }));
    const Page = lazyChunk(load, { strings: ['agent'] });
    expect(i18next.exists('agent.menuLabel')).toBe(false);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18next.exists('agent.menuLabel')).toBe(true);
    // No fallback: the component is there for the first render.
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says whether chunks are on their way, and waits for them (the page renderer renders again)', async () => {
    let arrive = () => undefined as void;
    const Page = lazyChunk(
      () =>
        new Promise<{ default: () => null }>((resolve) => {
          arrive = () => resolve({ default: () => null });
        }),
      { strings: ['site'] },
    );
    expect(await chunksFetched()).toBe(false);
    const preloading = Page.preload();
    const fetched = chunksFetched();
    await act(async () => arrive());
    await preloading;
    expect(await fetched).toBe(true);
    expect(await chunksFetched()).toBe(false);
  });
});
