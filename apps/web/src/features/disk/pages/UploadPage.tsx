import '../i18n/disk.register';
import { InboxOutlined } from '@ant-design/icons';
import { DISK_UPLOAD_METADATA } from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Upload } from 'antd';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isSupported } from 'tus-js-client';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { PageFrame } from '@/shared/ui/PageFrame';
import { MY_DISK_KEY } from '../api/keys';
import { useQuota } from '../api/quota';
import { FolderPicker } from '../components/FolderPicker';
import { QuotaBar } from '../components/QuotaBar';
import { UploadQueue } from '../components/UploadQueue';
import { formatBytes } from '../model/bytes';
import { fileKey, nextToStart, queueReducer } from '../model/upload-queue';
import { forgetUpload, rememberedUploads, startTusUpload, uploadFailureText } from '../upload/tus-upload';

type Remembered = Awaited<ReturnType<typeof rememberedUploads>>;

/** The folder the address names (?folder=), or null for the top level. */
function folderOf(params: URLSearchParams): number | null {
  const value = Number(params.get('folder'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * /disk/upload: many files dropped or chosen at once, each sent by tus with its progress and the total, paused and
 * resumed by hand, retried by itself after a dropped connection, and continued after a reload when chosen again.
 */
export default function UploadPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [folderId, setFolderId] = useState<number | null>(() => folderOf(params));
  const [queue, dispatch] = useReducer(queueReducer, []);
  const files = useRef(new Map<string, { file: File; folderId: number | null }>());
  const running = useRef(new Map<string, { pause: () => Promise<void> }>());
  const [remembered, setRemembered] = useState<Remembered>([]);
  const quota = useQuota();

  useEffect(() => {
    void rememberedUploads().then(setRemembered);
  }, []);

  // Start what may start; the rest waits its turn (the queue decides how many send at once).
  useEffect(() => {
    for (const item of nextToStart(queue)) {
      const chosen = files.current.get(item.key);
      if (!chosen || running.current.has(item.key)) continue;
      dispatch({ type: 'started', key: item.key });
      const metadata: Record<string, string> = chosen.folderId === null ? {} : { [DISK_UPLOAD_METADATA.folderId]: String(chosen.folderId) };
      const handle = startTusUpload(ApiPaths.diskUploads, chosen.file, metadata, {
        onResumedFrom: (sent) => dispatch({ type: 'resumedFrom', key: item.key, sent }),
        onProgress: (sent) => dispatch({ type: 'progress', key: item.key, sent }),
        onDone: (resourceId) => {
          running.current.delete(item.key);
          dispatch({ type: 'done', key: item.key, resourceId });
          void client.invalidateQueries({ queryKey: MY_DISK_KEY });
        },
        onFailed: (error) => {
          running.current.delete(item.key);
          dispatch({ type: 'failed', key: item.key, error: uploadFailureText(error, t('disk.upload.failed')) });
          // A refused creation released nothing it reserved, but the bar may have moved meanwhile.
          void client.invalidateQueries({ queryKey: [...MY_DISK_KEY, 'quota'] });
        },
      });
      running.current.set(item.key, handle);
    }
  }, [queue, client, t]);

  // Leaving the page pauses what is running: the server keeps the bytes, and choosing the files again continues.
  useEffect(() => {
    const handles = running.current;
    return () => {
      for (const handle of handles.values()) void handle.pause();
      handles.clear();
    };
  }, []);

  const handlePause = (key: string) => {
    const handle = running.current.get(key);
    running.current.delete(key);
    void handle?.pause();
    dispatch({ type: 'paused', key });
  };

  const handleChosen = (chosen: File[]) => {
    const limit = quota.data?.maxFileBytes;
    const fitting = chosen.filter((file) => {
      if (limit !== undefined && file.size > limit) {
        notifier().error(t('disk.upload.tooLarge', { name: file.name, size: formatBytes(limit, locale) }));
        return false;
      }
      return true;
    });
    for (const file of fitting) files.current.set(fileKey(file), { file, folderId });
    dispatch({ type: 'add', items: fitting.map((file) => ({ key: fileKey(file), name: file.name, size: file.size })) });
    // Files chosen again are no longer waiting to be chosen.
    const names = new Set(fitting.map((file) => file.name));
    setRemembered((previous) => previous.filter((entry) => !names.has(entry.name)));
  };

  const handleForget = async () => {
    await Promise.all(remembered.map((entry) => forgetUpload(entry.key)));
    setRemembered([]);
  };

  const done = queue.filter((item) => item.state === 'done').length;
  return (
    <PageFrame title={t('routes.diskUpload')}>
      <QuotaBar />
      {!isSupported && <Alert type="error" showIcon title={t('disk.upload.unsupported')} style={{ marginBottom: 16 }} />}
      {remembered.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="disk-upload-remembered"
          title={t('disk.upload.remembered', {
            count: remembered.length,
            names: formatList([...new Set(remembered.map((entry) => entry.name))], locale),
          })}
          action={
            <Button size="small" onClick={() => void handleForget()}>
              {t('disk.upload.forget')}
            </Button>
          }
        />
      )}
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('disk.upload.folder')}>
          <FolderPicker value={folderId} onChange={setFolderId} testId="disk-upload-folder" ariaLabel={t('disk.upload.folder')} />
        </Form.Item>
      </Form>
      <Upload.Dragger
        multiple
        showUploadList={false}
        // The files go through tus below, never through antd's own request.
        beforeUpload={(file, fileList) => {
          if (file === fileList[0]) handleChosen(fileList);
          return Upload.LIST_IGNORE;
        }}
        data-testid="disk-upload-drop"
        style={{ marginBottom: 16 }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('disk.upload.drop')}</p>
        <p className="ant-upload-hint">{t('disk.upload.dropHint')}</p>
      </Upload.Dragger>
      <UploadQueue
        queue={queue}
        onPause={handlePause}
        onResume={(key) => dispatch({ type: 'resume', key })}
        onRemove={(key) => dispatch({ type: 'remove', key })}
      />
      {done > 0 && done === queue.length && (
        <Flex style={{ marginTop: 12 }}>
          <Alert type="success" showIcon title={t('disk.upload.allDone', { count: done })} data-testid="disk-upload-done" />
        </Flex>
      )}
    </PageFrame>
  );
}
