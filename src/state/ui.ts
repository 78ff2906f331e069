// ENTRY CHUNK. Global UI feedback: toasts, one confirm dialog at a time, and a busy indicator.
// Texts arrive already translated; components render whatever is in these signals.

import { signal } from '@preact/signals-react';

/** Specification §9: short 3 s, long 8 s. */
export const TOAST_SHORT = 3000;
export const TOAST_LONG = 8000;
/** A busy indicator never outlives this, so a lost answer cannot freeze the screen. */
export const BUSY_MAX = 10_000;

export type ToastKind = 'info' | 'success' | 'error' | 'offline';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

export const toasts = signal<Toast[]>([]);

/** A page's title when its query makes it another page than its path's (the agent's transaction
 *  record, `?types=A`): set by that page while it shows, '' otherwise (the page record's title). */
export const pageTitle = signal('');
let nextId = 1;

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

/** Shows a toast for `duration` ms ('short' = 3 s, 'long' = 8 s) and returns its id. */
export function showToast(text: string, opts: { kind?: ToastKind; duration?: 'short' | 'long' | number } = {}): number {
  const id = nextId++;
  const { kind = 'info', duration = 'short' } = opts;
  const ms = duration === 'short' ? TOAST_SHORT : duration === 'long' ? TOAST_LONG : duration;
  toasts.value = [...toasts.value, { id, text, kind }];
  setTimeout(() => dismissToast(id), ms);
  return id;
}

export interface ConfirmRequest {
  message: string;
  title?: string;
  /** Defaults to the translated "Confirm" / "Cancel" in the dialog. */
  confirmText?: string;
  cancelText?: string;
  /** One button only (an alert): the answer is always true. */
  alert?: boolean;
  resolve: (ok: boolean) => void;
}

export const confirmRequest = signal<ConfirmRequest | null>(null);

/** Asks the player; resolves true on confirm, false on cancel. A newer request cancels an older. */
export function confirm(opts: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  confirmRequest.value?.resolve(false);
  return new Promise((resolve) => {
    confirmRequest.value = { ...opts, resolve };
  });
}

/** A message with a single OK button (e.g. the same-password popup); resolves when dismissed. */
export const alertDialog = (opts: Omit<ConfirmRequest, 'resolve' | 'alert' | 'cancelText'>): Promise<boolean> => confirm({ ...opts, alert: true });

export function answerConfirm(ok: boolean): void {
  const req = confirmRequest.value;
  confirmRequest.value = null;
  req?.resolve(ok);
}

export interface Busy {
  id: number;
  label?: string;
}

export const busy = signal<Busy | null>(null);

/** Shows the busy indicator; returns a function that hides it. Hides itself after `maxMs`. */
export function showBusy(opts: { label?: string; maxMs?: number } = {}): () => void {
  const id = nextId++;
  busy.value = opts.label ? { id, label: opts.label } : { id };
  const hide = () => {
    if (busy.value?.id === id) busy.value = null;
  };
  setTimeout(hide, opts.maxMs ?? BUSY_MAX);
  return hide;
}
