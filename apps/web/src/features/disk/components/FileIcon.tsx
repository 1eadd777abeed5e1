import {
  AudioOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileWordOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { DiskPreviewKindValue } from '@yanxiu/contract/disk-enums';
import type { CSSProperties } from 'react';

const ICONS = {
  pdf: FilePdfOutlined,
  image: FileImageOutlined,
  video: VideoCameraOutlined,
  audio: AudioOutlined,
  text: FileTextOutlined,
  office: FileWordOutlined,
  none: FileOutlined,
} satisfies Record<DiskPreviewKindValue, unknown>;

/** The icon of a file by how it can be shown. */
export function FileIcon({ kind, style }: { kind: DiskPreviewKindValue; style?: CSSProperties }) {
  const Icon = ICONS[kind] ?? FileOutlined;
  return <Icon style={style} aria-hidden />;
}
