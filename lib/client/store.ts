import { getDefaultStore } from 'jotai';

/**
 * The one jotai store of the page. The React tree uses it through `<Provider store>` and
 * non-React code (the API client's code-700 rule) writes atoms through it directly, so both see
 * the same state. Atoms here are UI state set by browser events only, never during a server
 * render, so sharing the module instance on the server leaks nothing between requests.
 */
export const clientStore = getDefaultStore();
