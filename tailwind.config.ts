import type { Config } from 'tailwindcss';

/** Design tokens; the global stylesheet loads this file through `@config`. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Text colours pass WCAG AA (≥ 4.5:1) on every light surface below (white, page, muted and
        // the brand/live soft tints): DEFAULT is for light backgrounds and as a background under
        // white text; `bright` is the same hue for text on the dark nav (≥ 4.5:1 on nav and soft).
        nav: { DEFAULT: '#0d1117', soft: '#161b22', line: '#21262d' },
        brand: { DEFAULT: '#c54000', dark: '#9a3412', soft: '#fff3e8', bright: '#ff6a00' },
        live: { DEFAULT: '#cf1740', soft: '#ffe8ed', bright: '#ff2d55' },
        win: '#15803d',
        surface: { DEFAULT: '#ffffff', page: '#f3f4f6', muted: '#f8fafc' },
        ink: { DEFAULT: '#111827', soft: '#4b5563', faint: '#656c78' },
        // Hairlines: table rules, input and card borders.
        line: '#e5e7eb',
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Noto Sans SC"',
          '"Source Han Sans SC"',
          'sans-serif',
        ],
      },
      // docs/product.md §9 mobile breakpoint, 992 px. In rem so Tailwind 4 can order it after sm/md (a px
      // breakpoint is not comparable with the rem defaults and would sort before them).
      // Use `desk:` for ≥ 992 px and `max-desk:` (or `mobile:`) below it.
      screens: { mobile: { max: '61.9375rem' }, desk: '62rem' },
      width: { side: '304px', 'side-collapsed': '56px' },
    },
  },
};

export default config;
