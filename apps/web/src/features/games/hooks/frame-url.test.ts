import { describe, expect, it } from 'vitest';
import { frameableUrl } from './frame-url';

const ORIGIN = 'https://royal.example';
const CDNS = ['https://cdn.games.example/play/', 'https://edge.vendor.example'];

describe('the addresses a game frame may show', () => {
  it('are same-origin paths', () => {
    expect(frameableUrl('/house/slot?session=abc#top', CDNS, ORIGIN)).toBe('/house/slot?session=abc#top');
    expect(frameableUrl('/house/../house/dice', CDNS, ORIGIN)).toBe('/house/dice');
  });

  it("and addresses under the brand's launchGameCDNs", () => {
    expect(frameableUrl('https://cdn.games.example/play/slot?t=1', CDNS, ORIGIN)).toBe(
      'https://cdn.games.example/play/slot?t=1',
    );
    expect(frameableUrl('https://edge.vendor.example/any/where', CDNS, ORIGIN)).toBe(
      'https://edge.vendor.example/any/where',
    );
  });

  it('and nothing else', () => {
    for (const url of [
      'https://evil.example/page',
      '//evil.example/page',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://cdn.games.example/other/slot',
      'https://cdn.games.example/player/slot',
      'http://cdn.games.example/play/slot',
      'https://user:pw@cdn.games.example/play/slot',
      'https://cdn.games.example.evil.example/play/slot',
      'house/slot',
      '',
      null,
    ])
      expect(frameableUrl(url, CDNS, ORIGIN), String(url)).toBeNull();
  });
});
