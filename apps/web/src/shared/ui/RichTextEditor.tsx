import type { FilePurpose } from '@yanxiu/contract/files';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureButton } from './rich-text/PictureButton';
import { htmlOf, StoredPicture } from './rich-text/stored-picture';

export type RichTextEditorProps = {
  /** HTML as the server stores it (sanitised there; the editor keeps to the same tags). */
  value?: string;
  onChange?: (html: string) => void;
  /** The field's accessible name. */
  label: string;
  testId: string;
  /**
   * Pictures uploaded as this purpose may be inserted (a question's rich text); without it the editor takes none,
   * as the server keeps none in notices and help.
   */
  picturePurpose?: FilePurpose;
};

type Mark = 'bold' | 'italic' | 'underline' | 'strike';
type Block = 'heading' | 'bulletList' | 'orderedList' | 'blockquote';

/**
 * Rich text for notices and help: tiptap (ProseMirror) with its starter kit, which works with React 19. The toolbar
 * offers only what the server's sanitiser keeps (headings, emphasis, lists, quotes, links), so what the author sees
 * is what readers get. A form item controls it through value/onChange.
 */
export function RichTextEditor({ value = '', onChange, label, testId, picturePurpose }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [3, 4] }, link: { openOnClick: false, autolink: true } }),
      ...(picturePurpose ? [StoredPicture] : []),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', 'data-testid': testId, class: 'rich-text-editor' },
    },
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });
  // A value set from outside (the form loading a saved notice) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
    }),
  });
  const marks: Array<[Mark, string]> = [
    ['bold', 'B'],
    ['italic', 'I'],
    ['underline', 'U'],
    ['strike', 'S'],
  ];
  const toggleMark = (mark: Mark) => {
    const chain = editor.chain().focus();
    if (mark === 'bold') chain.toggleBold().run();
    else if (mark === 'italic') chain.toggleItalic().run();
    else if (mark === 'underline') chain.toggleUnderline().run();
    else chain.toggleStrike().run();
  };
  const toggleBlock = (block: Block) => {
    const chain = editor.chain().focus();
    if (block === 'heading') chain.toggleHeading({ level: 3 }).run();
    else if (block === 'bulletList') chain.toggleBulletList().run();
    else if (block === 'orderedList') chain.toggleOrderedList().run();
    else chain.toggleBlockquote().run();
  };
  const link = () => {
    const href = window.prompt(t('richText.linkPrompt'), editor.getAttributes('link').href as string | undefined);
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space wrap size={4} style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }} role="toolbar" aria-label={t('richText.toolbar')}>
        {marks.map(([mark, glyph]) => (
          <Tooltip key={mark} title={t(`richText.${mark}`)}>
            <Button
              size="small"
              type={active?.[mark] ? 'primary' : 'text'}
              aria-pressed={active?.[mark] ?? false}
              aria-label={t(`richText.${mark}`)}
              onClick={() => toggleMark(mark)}
            >
              {glyph}
            </Button>
          </Tooltip>
        ))}
        {(['heading', 'bulletList', 'orderedList', 'blockquote'] as const).map((block) => (
          <Button
            key={block}
            size="small"
            type={active?.[block] ? 'primary' : 'text'}
            aria-pressed={active?.[block] ?? false}
            onClick={() => toggleBlock(block)}
          >
            {t(`richText.${block}`)}
          </Button>
        ))}
        <Button size="small" type="text" onClick={link}>
          {t('richText.link')}
        </Button>
        {picturePurpose && <PictureButton editor={editor} purpose={picturePurpose} />}
      </Space>
      <EditorContent editor={editor} style={{ padding: '4px 11px', minHeight: 160 }} />
    </div>
  );
}
