import { afterEach, describe, expect, it } from 'vitest';
import { DATA_SAVER_KEY, connectionSavesData } from '@/lib/data-saver-rule';
import { dataSaver, setDataSaver } from './data-saver';

const conn = (c: { saveData?: boolean; effectiveType?: string }) => Object.assign(new EventTarget(), c);

describe('data saver', () => {
  afterEach(() => localStorage.clear());

  it('follows Save-Data and 2G connections', () => {
    expect(connectionSavesData(conn({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(connectionSavesData(conn({ effectiveType: '2g' }))).toBe(true);
    expect(connectionSavesData(conn({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(connectionSavesData(conn({ effectiveType: '3g' }))).toBe(false);
    expect(connectionSavesData(undefined)).toBe(false);
  });

  it('keeps the player’s choice', () => {
    setDataSaver(true);
    expect(dataSaver.value).toBe(true);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('true');
    setDataSaver(false);
    expect(dataSaver.value).toBe(false);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('false');
  });

  it('tells the server with a cookie only while it is on (home then preloads the small banner)', () => {
    setDataSaver(true);
    expect(document.cookie).toMatch(/(^|; )ds=1(;|$)/);
    setDataSaver(false);
    expect(document.cookie).not.toMatch(/(^|; )ds=/);
  });
});
