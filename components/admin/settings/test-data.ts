import { answer } from '@/test/bff';

/** admin/settings as a fresh demo database answers it (a few items of each list). */
export const consoleSettings = answer('admin/settings', {
  app: { app_ios_url: '', app_android_url: '', app_redirect_url: '', app_version: '1.0.0' },
  contacts: { feedback_qq: '800088123', customer_service_email: 'help@example.com' },
  activity: { show: false, image: '', label_zh: '', label_en: '', label_vi: '' },
  invite: {
    open: true,
    id: 'spring',
    inviter_reward: 5,
    friend_reward: 2,
    daily_cap: 10,
    starts_at: '',
    ends_at: '2030-01-01T00:00:00.000Z',
  },
  signup_bonus: { enabled: true, amount: 10 },
  exchange: { coins_per_yuan: 10, income_to_coins: 1 },
  charge_rules: [
    { id: 1, coins: 60, bonus: 0, price: 6, currency: 'CNY', sort: 1, enabled: true },
    { id: 2, coins: 300, bonus: 0, price: 30, currency: 'CNY', sort: 2, enabled: false },
  ],
  gifts: [
    {
      id: 1,
      slug: 'rose',
      name_zh: '玫瑰',
      name_en: 'Rose',
      name_vi: 'Hoa hồng',
      price: 1,
      icon: '/gifts/rose.svg',
      sort: 1,
      enabled: true,
      sent: true,
    },
  ],
  nobles: [
    { id: 1, level: 1, name_zh: '骑士', name_en: 'Knight', name_vi: 'Hiệp sĩ', monthly_price: 30 },
  ],
});

export const bonusSaved = answer('admin/settingsUpdate', { group: 'signup_bonus', id: null });
export const giftAdded = answer('admin/settingsUpdate', { group: 'gift', id: 9 });
