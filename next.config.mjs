import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build directory lets a benchmark or a second dev server run beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Native or process-wide modules stay outside the bundle so the server and Next share one
  // instance (PGlite has no cross-process lock; see DESIGN.md gotcha 5).
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'sharp',
    'pg',
    'ioredis',
    'pino',
    'ws',
    'altcha-lib',
  ],
  devIndicators: false,
};

export default withNextIntl(nextConfig);
