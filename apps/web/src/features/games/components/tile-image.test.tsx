import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TileImage } from './tile-image';

describe('a game tile image', () => {
  it('has its fixed size and loads lazily', () => {
    render(<TileImage src="/art/games/LOTUS/a.svg" />);
    const img = screen.getByTestId('tile-image');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '300',
      '200',
      'lazy',
    ]);
  });

  it('is tried three times in all, then leaves its place empty', () => {
    const { container } = render(<TileImage src="/art/games/LOTUS/a.svg" eager />);
    const seen = [];
    for (let i = 0; i < 3; i++) {
      const img = screen.getByTestId('tile-image');
      seen.push(img.getAttribute('src'));
      fireEvent.error(img);
    }
    expect(seen).toEqual([
      '/art/games/LOTUS/a.svg',
      '/art/games/LOTUS/a.svg?attempt=1',
      '/art/games/LOTUS/a.svg?attempt=2',
    ]);
    expect(screen.queryByTestId('tile-image')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });
});
