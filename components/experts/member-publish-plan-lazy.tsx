'use client';

import dynamic from 'next/dynamic';

/**
 * The expert's publish box for the match centre (./member-publish-plan.tsx), in a chunk of its
 * own: it brings the dialog library and the experts' form with it, and only experts ever see it,
 * so no other visitor's first load carries them (e2e/bundle-budget.spec.ts). Rendered on the
 * server like any component; the chunk loads where it is on the page.
 */
export const MemberPublishPlanLazy = dynamic(() =>
  import('./member-publish-plan').then((m) => m.MemberPublishPlan),
);
