import { flushSync } from 'react-dom';

/**
 * react-dom's flushSync for the router (what `react-router/dom` wires in, without importing the router a
 * second time): navigations that ask for `flushSync` then render at once, not as a transition.
 */
export const flushNow = <R>(update: () => R): R => flushSync(update);
