/** Portal_post/getList2 and Headlines/detail answers (lib/content/schemas.ts). */
export type NewsCategory = { id: number; slug: string; name: string };

export type ArticleItem = {
  id: number;
  title: string;
  summary: string;
  cover: string;
  category: NewsCategory;
  author: { id: number; user_nickname: string; avatar: string } | null;
  headline: boolean;
  views: number;
  published_at: number;
  updated_at: number;
  lang: 'zh' | 'en' | 'vi';
  translated: boolean;
};

export type ArticleDetail = ArticleItem & {
  body_html: string;
  locales: ('zh' | 'en' | 'vi')[];
  match_id: number | null;
  related: ArticleItem[];
};

export type ArticlePage = { list: ArticleItem[]; total: number; page: number };
