/** Business constants that the server and the browser must agree on (docs/product.md §4, §9). */

/** Seconds before another SMS code may be requested for a number (docs/product.md §4 countdown). */
export const SMS_RESEND_SECONDS = 60;

/** A request to the API gives up after this long: the browser's /bff calls and the BFF's upstream (docs/product.md §9). */
export const REQUEST_TIMEOUT_MS = 200_000;
