// Data saver's still carousel: arrows named in the active language, moving one banner at a time in
// a loop, giving a hidden picture its address when it is shown, and gone again on stop.
import { fireEvent, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllCatalogs } from '../../../../tests/render';
import { startStill } from './start-still';

function carousel(): HTMLElement {
  document.body.innerHTML = `<div id="box"><div id="wrapper">
    <div><img src="/a.sm.webp"></div><div><img data-src="/b.sm.webp"></div><div><img data-src="/c.sm.webp"></div>
  </div></div>`;
  return document.getElementById('box')!;
}

describe.each([
  ['bn', 'পরের ব্যানার', 'আগের ব্যানার'],
  ['en', 'Next banner', 'Previous banner'],
] as const)('startStill in %s', (locale, next, previous) => {
  beforeEach(() => loadAllCatalogs(locale));

  it('moves one banner per arrow, loops, and loads each picture when shown', () => {
    const stop = startStill(carousel());
    const wrapper = document.getElementById('wrapper')!;
    const images = wrapper.querySelectorAll('img');
    fireEvent.click(screen.getByRole('button', { name: next }));
    expect(wrapper.style.transform).toBe('translateX(-100%)');
    expect(images[1]).toHaveAttribute('src', '/b.sm.webp');
    expect(images[2]).not.toHaveAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: previous }));
    fireEvent.click(screen.getByRole('button', { name: previous }));
    expect(wrapper.style.transform).toBe('translateX(-200%)');
    expect(images[2]).toHaveAttribute('src', '/c.sm.webp');
    stop();
    expect(screen.queryByRole('button')).toBeNull();
    expect(wrapper.style.transform).toBe('');
  });
});
