import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/preact';
import { PopoverMenu } from './PopoverMenu';

function setup() {
  const anchor = createRef<HTMLButtonElement>();
  const onClose = vi.fn();
  const onSelect = vi.fn();
  const view = render(
    <div>
      <button ref={anchor} type="button">
        Menu
      </button>
      <p>outside</p>
      <PopoverMenu
        label="Account"
        anchor={anchor}
        onClose={onClose}
        items={[
          { label: 'Deposit', onSelect },
          { label: 'Withdraw', onSelect: () => {} },
          { label: 'Sign out', onSelect: () => {} },
        ]}
      />
    </div>,
  );
  return { ...view, anchor, onClose, onSelect };
}

describe('PopoverMenu', () => {
  it('is a named menu of menu items, the first focused', () => {
    setup();
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Deposit', 'Withdraw', 'Sign out']);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Deposit' }));
  });

  it('moves with the arrow keys, wrapping around', () => {
    setup();
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toHaveTextContent('Sign out');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('Deposit');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toHaveTextContent('Sign out');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toHaveTextContent('Deposit');
  });

  it('selecting an item closes the menu, returns focus to the button, then runs the item', () => {
    const { onClose, onSelect, anchor } = setup();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Deposit' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSelect).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(anchor.current);
  });

  it('Escape and a tap outside close it; a tap inside or on the button does not', () => {
    const { onClose, anchor } = setup();
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Withdraw' }));
    fireEvent.pointerDown(anchor.current!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(anchor.current);
  });
});
