import { useSyncExternalStore } from 'react';

/**
 * Presenter mode: on or off for this tab. Kept in sessionStorage, so it holds across region switches and
 * reloads of the tab and ends with it; a sign-out leaves it on (whoever signs in next is still on the
 * shared screen). This module is its one owner and `setPresenterMode` its one writer.
 */
const storageKey = 'fee.presenter';

const listeners = new Set<() => void>();

function readStored(): boolean {
  try {
    return sessionStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}

// Mirrors sessionStorage (read once, then written through), so a render reads no storage.
let presenting = readStored();

/** Whether presenter mode is on: for code that runs outside a render (a copy, an export). */
export function isPresenting(): boolean {
  return presenting;
}

export function setPresenterMode(on: boolean): void {
  if (on === presenting) return;
  presenting = on;
  try {
    if (on) sessionStorage.setItem(storageKey, 'on');
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode, quota): the mode still holds until the tab reloads.
  }
  for (const listener of listeners) listener();
}

export function togglePresenterMode(): void {
  setPresenterMode(!presenting);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Presenter mode, for a render: the component renders again when it is turned on or off. */
export function usePresenterMode(): boolean {
  return useSyncExternalStore(subscribe, isPresenting);
}
