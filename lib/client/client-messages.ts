/**
 * The few strings non-React code shows (toasts of the API client). The React tree hands over a
 * translator of the `client` namespace (see `ClientBridge`); until it has, the English text is
 * used rather than a bare key.
 */
export type ClientMessageKey = 'loginRequired' | 'networkError';

const fallback: Record<ClientMessageKey, string> = {
  loginRequired: 'Please log in first',
  networkError: 'Network error, please check your connection and try again',
};

let translator: ((key: ClientMessageKey) => string) | null = null;

export function setClientTranslator(t: ((key: ClientMessageKey) => string) | null): void {
  translator = t;
}

export function clientMessage(key: ClientMessageKey): string {
  return translator ? translator(key) : fallback[key];
}
