import { z } from 'zod';

/**
 * What a file is uploaded for; each purpose accepts its own content types. `cover` is uploaded by staff only;
 * `video` and `document` (training and research material) by staff and teachers; `question_picture` by staff.
 */
export const FILE_PURPOSES = ['evidence', 'cover', 'video', 'document', 'logo', 'question_picture'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** The largest question picture (5 MiB, or `FILES_MAX_BYTES` if smaller): a picture beside a question's words, not a scan. */
export const QUESTION_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Query of an upload: the tenant and what the file is for. */
export const UploadFileQuery = z.object({
  /** The tenant's app id from app info. */
  appId: z.string().min(1).max(64),
  /**
   * `evidence`: proof attached to an application (PDF, PNG, JPEG, WebP, Word, Excel, PowerPoint, plain text);
   * `cover`: a programme, studio or open-class image (PNG, JPEG, WebP); `video`: a lesson or open-class recording
   * (MP4, WebM; up to `FILES_VIDEO_MAX_BYTES`); `document`: a document lesson (PDF, images, Word, PowerPoint);
   * `logo`: a tenant's login logo and page icon (PNG, JPEG, WebP; district and platform staff);
   * `question_picture`: a picture in a question's stem, options or explanation (PNG, JPEG, WebP, GIF; up to
   * `QUESTION_PICTURE_MAX_BYTES`; staff who manage question banks), readable by everyone signed in to the tenant.
   */
  purpose: z.enum(FILE_PURPOSES),
});
export type UploadFileQuery = z.infer<typeof UploadFileQuery>;

/** Path parameter naming a stored file. */
export const FileIdParams = z.object({
  /** The id an upload answered with. */
  id: z.uuid(),
});

/** A stored file as an upload answers it. */
export const StoredFileInfo = z.object({
  /** Refer to the file by this id (in applications, downloads). */
  id: z.uuid(),
  /** The file name as uploaded. */
  name: z.string(),
  /** The type sniffed from the bytes, which is what downloads are served as. */
  contentType: z.string(),
  /** Size in bytes. */
  size: z.number().int(),
});
export type StoredFileInfo = z.infer<typeof StoredFileInfo>;

/** What a delete answers: the id that is gone. */
export const DeletedFile = z.object({
  /** The deleted file's id. */
  id: z.uuid(),
});

/** The bytes of a file (or of the requested range), served with the file's own content type. */
export const FileBytes = z.string().meta({ format: 'binary', description: 'The file bytes, not an envelope' });
