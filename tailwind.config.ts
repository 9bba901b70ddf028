import type { Config } from 'tailwindcss';

/** Design tokens; the global stylesheet loads this file through `@config`. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        nav: { DEFAULT: '#0d1117', soft: '#161b22', line: '#21262d' },
        brand: { DEFAULT: '#ff6a00', dark: '#e05d00', soft: '#fff3e8' },
        live: { DEFAULT: '#ff2d55', soft: '#ffe8ed' },
        win: '#16a34a',
        surface: { DEFAULT: '#ffffff', page: '#f3f4f6', muted: '#f8fafc' },
        ink: { DEFAULT: '#111827', soft: '#4b5563', faint: '#9ca3af' },
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
      // SPEC.md §9 mobile breakpoint, 992 px. In rem so Tailwind 4 can order it after sm/md (a px
      // breakpoint is not comparable with the rem defaults and would sort before them).
      // Use `desk:` for ≥ 992 px and `max-desk:` (or `mobile:`) below it.
      screens: { mobile: { max: '61.9375rem' }, desk: '62rem' },
      width: { side: '304px', 'side-collapsed': '56px' },
    },
  },
};

export default config;
