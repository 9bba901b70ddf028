import { createRequire } from 'node:module';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// The app's messages are compiled ahead of use (lib/i18n/messages.ts, decision 018), so use-intl
// formats them with its format-only runtime and the ICU parser stays out of every bundle.
// Turbopack takes a relative path here (as next-intl's own `precompile` option does it); a bare
// specifier would not replace the module.
const formatOnly = `./${path
  .relative(
    process.cwd(),
    createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
  )
  .replace(/\\/g, '/')}`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build directory lets a benchmark or a second dev server run beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Native or process-wide modules stay outside the bundle so the server and Next share one
  // instance (PGlite has no cross-process lock; see docs/architecture.md gotcha 5).
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'sharp',
    'pg',
    'ioredis',
    'pino',
    'ws',
    'altcha-lib',
    // Loaded only with PAYMENT_PROVIDER=alipay (lib/providers/payment/alipay.ts).
    'alipay-sdk',
  ],
  devIndicators: false,
  turbopack: {
    resolveAlias: { 'use-intl/format-message': formatOnly },
  },
};

export default withNextIntl(nextConfig);
