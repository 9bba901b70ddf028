'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import clsx from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';

/**
 * The news editor's rich text (Tiptap; issue 27 "Publishing"): paragraphs, headings, lists,
 * quotes, links and pictures uploaded through the storage provider (purpose post_image). What it
 * writes is HTML that the API sanitises before storing (lib/content/sanitize.ts). Loaded with
 * next/dynamic by ./news-editor.tsx, so the editor library is a chunk of its own.
 */
export function RichText({
  value,
  onChange,
  labelId,
  invalid,
  describedBy,
  testId,
}: {
  value: string;
  onChange: (html: string) => void;
  /** The id of the label naming the editable area. */
  labelId: string;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['https', 'http'] }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
        class:
          'min-h-60 px-3 py-2 text-sm leading-7 text-ink outline-none [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand/40 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div
      className={clsx(
        'bg-surface focus-within:border-brand rounded-md border',
        invalid ? 'border-live' : 'border-line',
      )}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useTranslations('adminPublish.editor');
  const fileId = useId();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: [keyof typeof active | 'undo' | 'redo' | 'image', LucideIcon, () => void][] = [
    ['bold', Bold, () => chain().toggleBold().run()],
    ['italic', Italic, () => chain().toggleItalic().run()],
    ['strike', Strikethrough, () => chain().toggleStrike().run()],
    ['h2', Heading2, () => chain().toggleHeading({ level: 2 }).run()],
    ['h3', Heading3, () => chain().toggleHeading({ level: 3 }).run()],
    ['bullet', List, () => chain().toggleBulletList().run()],
    ['ordered', ListOrdered, () => chain().toggleOrderedList().run()],
    ['quote', Quote, () => chain().toggleBlockquote().run()],
    [
      'link',
      Link2,
      () => {
        const prev = (editor.getAttributes('link').href as string | undefined) ?? '';
        const href = window.prompt(t('toolbar.linkPrompt'), prev);
        if (href === null) return;
        if (!href.trim()) chain().extendMarkRange('link').unsetLink().run();
        else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
    ],
    ['image', ImagePlus, () => document.getElementById(fileId)?.click()],
    ['undo', Undo2, () => chain().undo().run()],
    ['redo', Redo2, () => chain().redo().run()],
  ];
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      className="border-line flex flex-wrap gap-0.5 border-b px-1.5 py-1"
    >
      {buttons.map(([key, Icon, run]) => {
        const on = key in active ? active[key as keyof typeof active] : undefined;
        return (
          <button
            key={key}
            type="button"
            onClick={run}
            aria-label={t(`toolbar.${key}`)}
            title={t(`toolbar.${key}`)}
            {...(on === undefined ? {} : { 'aria-pressed': on })}
            className={clsx(
              'rounded p-1.5 transition-colors',
              on ? 'bg-brand/10 text-brand' : 'text-ink-soft hover:text-brand',
            )}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        );
      })}
      <input
        id={fileId}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          uploadFile('post_image', f, t('errors.uploadFailed'))
            .then((src) => editor.chain().focus().setImage({ src }).run())
            .catch((err: unknown) =>
              toast.error(err instanceof Error ? err.message : t('errors.uploadFailed')),
            );
        }}
      />
    </div>
  );
}
