import { describe, expect, it } from 'vitest';
import { closedState, entryOf, popupGroup, popupsFor, shouldOpen } from './popup-rules';

const item = (execution: string, title = `t${execution}`, content = `<p>${execution}</p>`) => ({ execution, title, content });
const items = [item('A'), item('B'), item('F'), item('X')];

describe('popupGroup', () => {
  it('is A with a session and B without', () => {
    expect(popupGroup(true)).toBe('A');
    expect(popupGroup(false)).toBe('B');
  });
});

describe('popupsFor', () => {
  it('gives each group its own items', () => {
    expect(popupsFor(items, 'A', false).map((p) => p.execution)).toEqual(['A']);
    expect(popupsFor(items, 'B', false).map((p) => p.execution)).toEqual(['B']);
  });

  it('adds the first-login items for a member logging in for the first time, never for a guest', () => {
    expect(popupsFor(items, 'A', true).map((p) => p.execution)).toEqual(['A', 'F']);
    expect(popupsFor(items, 'B', true).map((p) => p.execution)).toEqual(['B']);
  });
});

describe('seen state', () => {
  const list = [item('A', 'Reward', '<p>Claim</p>'), item('A', 'Cup', 'Bet')];

  it('keys an item by its title and content, joined by a comma', () => {
    expect(entryOf(list[0]!)).toBe('Reward,<p>Claim</p>');
  });

  it('opens when nothing is stored, and never for an empty list', () => {
    expect(shouldOpen(list, null)).toBe(true);
    expect(shouldOpen([], null)).toBe(false);
    expect(shouldOpen([], { show: true, seen: [] })).toBe(false);
  });

  it('stays closed after closing, while the list holds nothing new', () => {
    const closed = closedState(list);
    expect(closed).toEqual({ show: false, seen: ['Reward,<p>Claim</p>', 'Cup,Bet'] });
    expect(shouldOpen(list, closed)).toBe(false);
    expect(shouldOpen(list.slice(1), closed)).toBe(false); // an item removed is not news
  });

  it('opens again for a new entry, or an edited one, or when show is set', () => {
    const closed = closedState(list);
    expect(shouldOpen([...list, item('A', 'New', 'x')], closed)).toBe(true);
    expect(shouldOpen([item('A', 'Reward', '<p>Claim today</p>')], closed)).toBe(true);
    expect(shouldOpen(list, { ...closed, show: true })).toBe(true);
  });
});
