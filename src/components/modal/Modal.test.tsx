import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { Modal } from './Modal';

describe('Modal', () => {
  it('is a dialog named by its title, focused on open', () => {
    render(
      <Modal title="Hot matches" closeLabel="Close" onClose={() => {}}>
        <p>body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Hot matches' });
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByText('body')).toBeTruthy();
  });

  it('closes on the close button, Escape and a tap on the backdrop, not inside', () => {
    const onClose = vi.fn();
    const { container } = render(
      <Modal title="T" closeLabel="Close" onClose={onClose}>
        <p>inside</p>
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByText('inside'));
    fireEvent.click(container.firstElementChild!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <Modal title="T" closeLabel="Close" onClose={() => {}}>
        <a href="/m/home">Home</a>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Home' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(link);
  });

  it('gives focus back on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = render(
      <Modal title="T" closeLabel="Close" onClose={() => {}}>
        x
      </Modal>,
    );
    view.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
