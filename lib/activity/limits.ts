/** How long a partner token is valid (docs/architecture.md "Activities"): a few minutes. */
export const PARTNER_TOKEN_TTL_S = 300;

/** The query parameter `/activity` and the partner read the token from (docs/product.md §2). */
export const PARTNER_TOKEN_PARAM = 'partner_access_token';
