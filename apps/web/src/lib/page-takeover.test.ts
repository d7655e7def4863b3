import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseCallsWhenTakenOver, releaseHeldPresses } from './page-takeover';

/** What React leaves on an element it has taken over. */
const takeOver = <T extends Element>(element: T): T => Object.assign(element, { __reactFiber$test: {} });

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  window.heldPresses = [];
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-live');
  onlineManager.setOnline(true);
});

describe('taking the page over', () => {
  it("marks the page as the site's, shows the member's own, and makes the held presses again in order", () => {
    document.documentElement.setAttribute('data-member', '');
    const root = document.getElementById('root')!;
    root.innerHTML = '<button id="a"></button><form id="f"><button id="b"></button></form>';
    const clicks: string[] = [];
    const a = takeOver(root.querySelector('#a')!);
    a.addEventListener('click', () => clicks.push('a'));
    const form = takeOver(root.querySelector<HTMLFormElement>('#f')!);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      clicks.push('form');
    });
    const gone = document.createElement('button');
    gone.addEventListener('click', () => clicks.push('gone'));
    window.heldPresses = [
      { target: a, submit: false },
      { target: gone, submit: false },
      { target: form, submit: true },
    ];
    releaseHeldPresses();
    expect(document.documentElement.hasAttribute('data-live')).toBe(true);
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);
    expect(clicks).toEqual(['a', 'form']);
    expect(window.heldPresses).toEqual([]);
  });

  it('keeps a press on a part not taken over yet until it is', () => {
    vi.useFakeTimers();
    const root = document.getElementById('root')!;
    root.innerHTML = '<section data-deferred><button id="later"></button></section>';
    const later = root.querySelector<HTMLButtonElement>('#later')!;
    const clicks = vi.fn();
    later.addEventListener('click', clicks);
    window.heldPresses = [{ target: later, submit: false }];
    releaseHeldPresses();
    vi.advanceTimersByTime(500);
    expect(clicks).not.toHaveBeenCalled();
    takeOver(later);
    vi.advanceTimersByTime(100);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(window.heldPresses).toEqual([]);
  });

  it('lets the calls go once every part but the later ones is taken over, or after a while', () => {
    vi.useFakeTimers();
    const root = document.getElementById('root')!;
    root.innerHTML = '<header><a></a></header><main><p></p></main><section data-deferred><p></p></section>';
    takeOver(root.querySelector('header')!);
    takeOver(root.querySelector('header a')!);
    takeOver(root.querySelector('section')!);
    onlineManager.setOnline(false);
    releaseCallsWhenTakenOver();
    vi.advanceTimersByTime(200);
    expect(onlineManager.isOnline()).toBe(false);
    takeOver(root.querySelector('main')!);
    takeOver(root.querySelector('main p')!);
    vi.advanceTimersByTime(100);
    expect(onlineManager.isOnline()).toBe(true);

    onlineManager.setOnline(false);
    root.innerHTML = '<main></main>';
    releaseCallsWhenTakenOver();
    vi.advanceTimersByTime(2900);
    expect(onlineManager.isOnline()).toBe(false);
    vi.advanceTimersByTime(200);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
