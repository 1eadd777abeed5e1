import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { coverUrl } from './cover-url';

/**
 * A cover at 16:9, or a neutral placeholder when there is none. Shared by the teacher and staff pages. `first` marks
 * a cover in a page's first screen (a detail page's, a list's first card): loaded at once and ahead of other images,
 * as it is often the page's largest paint; the others wait until they are scrolled near.
 */
export function CoverImage({
  fileId,
  alt,
  placeholder,
  first = false,
}: {
  fileId: string | null;
  alt: string;
  placeholder: string;
  first?: boolean;
}) {
  // A cover that fails to load (removed, or the network) shows the placeholder rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: '100%', aspectRatio: '16 / 9', borderRadius: 6, overflow: 'hidden', background: '#f0f2f5' } as const;
  if (!fileId || failed === fileId)
    return (
      <div
        style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#999', gap: 6 }}
        role="img"
        aria-label={placeholder}
      >
        <PictureOutlined /> {placeholder}
      </div>
    );
  return (
    <div style={box}>
      <img
        src={coverUrl(fileId)}
        alt={alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        onError={() => setFailed(fileId)}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </div>
  );
}
