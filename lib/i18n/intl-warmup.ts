/**
 * A page's first use of Intl loads the browser's ICU data: 30–37 ms on the bench machine, more on a
 * phone, paid by whatever formats a date or a number first. That was a component while the page
 * hydrated (a score time, a viewer count, the zone cookie), which made it one of the page's longest
 * tasks. This inline script, first in the head, pays it while the browser still waits for the
 * stylesheet, before anything is painted or hydrated (docs/architecture.md "Main thread while a
 * page loads"). It formats nothing anyone sees, and a browser without Intl skips it.
 */
export const INTL_WARMUP_SCRIPT =
  "try{var l=document.documentElement.lang;new Intl.DateTimeFormat(l,{timeZone:'UTC',hour:'numeric'}).format(0);new Intl.NumberFormat(l).format(1)}catch(e){}";
